import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { Logo } from '@/components/Logo';
import { safeRedirect } from '@/lib/redirect';
import { toast } from '@/lib/notify';
import { useLoginMutation } from '../api/auth';
import { useAuth } from '../api/session';
import { loginSchema, type LoginValues } from '../schemas';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { RegisterModal } from './RegisterModal';

const route = getRouteApi('/login');

export function LoginScreen() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const auth = useAuth();
  const login = useLoginMutation();
  const [remember, setRemember] = useState(false);
  const [registerOpened, registerModal] = useDisclosure(false);
  const [forgotOpened, forgotModal] = useDisclosure(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ access_token, user }) => {
        auth.signIn(access_token, user, remember);
        toast.success('Login realizado com sucesso!', { area: 'auth' });
        void navigate({ to: safeRedirect(search.redirect), replace: true });
      },
      onError: (error) => toast.error(errorMessage(error, 'Erro ao fazer login'), { area: 'auth' }),
    }),
  );

  return (
    <Box
      component="main"
      mih="100dvh"
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
      p="md"
      bg="var(--mantine-color-body)"
    >
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="center">
          <Logo height={48} />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2">
              Bem-vindo de volta
            </Title>
            <Text c="dimmed" size="sm">
              Acesse sua plataforma de gestão imobiliária
            </Text>
          </Stack>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Usuário"
                autoComplete="username"
                placeholder="Seu usuário"
                error={errors.username?.message}
                {...register('username')}
              />
              <PasswordInput
                label="Senha"
                autoComplete="current-password"
                placeholder="Sua senha"
                error={errors.password?.message}
                {...register('password')}
              />
              <Group justify="space-between">
                <Checkbox
                  label="Lembrar-me"
                  checked={remember}
                  onChange={(event) => setRemember(event.currentTarget.checked)}
                />
                <Anchor component="button" type="button" size="sm" onClick={forgotModal.open}>
                  Esqueceu a senha?
                </Anchor>
              </Group>
              <Button type="submit" fullWidth loading={login.isPending} loaderProps={{ type: 'dots' }}>
                {login.isPending ? 'Entrando...' : 'Entrar'}
              </Button>
            </Stack>
          </form>
          <Divider my="lg" label="Primeira vez aqui?" labelPosition="center" />
          <Button variant="subtle" fullWidth onClick={registerModal.open}>
            Solicite acesso à plataforma →
          </Button>
        </Paper>
        <Text component="footer" ta="center" size="xs" c="dimmed">
          © {new Date().getFullYear()} Imobi Gestão Imobiliária. Todos os direitos reservados.
        </Text>
      </Stack>
      <RegisterModal opened={registerOpened} onClose={registerModal.close} redirect={search.redirect} />
      <ForgotPasswordModal opened={forgotOpened} onClose={forgotModal.close} />
    </Box>
  );
}
