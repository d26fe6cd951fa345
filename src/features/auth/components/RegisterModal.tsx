import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/form/PasswordField';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/errors';
import { safeRedirect } from '@/lib/redirect';
import { toast } from '@/lib/notify';
import { useRegisterMutation } from '../api/auth';
import { useAuth } from '../api/session';
import { registerSchema, type RegisterValues } from '../schemas';
import { BusyButton } from '@/components/BusyButton';

interface Props {
  opened: boolean;
  onClose: () => void;
  redirect?: string;
}

const FIELDS = ['username', 'email', 'password', 'tenant_name'] as const;

export function RegisterModal({ opened, onClose, redirect }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const registerMutation = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: valibotResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', tenant_name: '' },
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(({ tenant_name, ...rest }) =>
    registerMutation.mutate(
      { ...rest, ...(tenant_name ? { tenant_name } : {}) },
      {
        onSuccess: ({ access_token, user }) => {
          auth.signIn(access_token, user, false);
          toast.success('Conta criada com sucesso!', { area: 'auth' });
          onClose();
          void navigate({ to: safeRedirect(redirect), replace: true });
        },
        onError: (error) => {
          if (isApiError(error)) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if ((FIELDS as readonly string[]).includes(field)) {
                setError(field as (typeof FIELDS)[number], { message });
              }
            }
          }
          toast.error(errorMessage(error, 'Erro ao solicitar acesso'), { area: 'auth' });
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Solicitar acesso à plataforma" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Crie sua conta. Se informar o nome da imobiliária, ela é cadastrada junto com você como
            administrador.
          </Text>
          <TextInput
            label="Usuário"
            autoComplete="username"
            withAsterisk
            error={errors.username?.message}
            {...register('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            withAsterisk
            placeholder="Mínimo 6 caracteres"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextInput
            label="Nome da imobiliária (opcional)"
            error={errors.tenant_name?.message}
            {...register('tenant_name')}
          />
          <BusyButton type="submit" busy={registerMutation.isPending} mt="xs">
            Criar conta
          </BusyButton>
        </Stack>
      </form>
    </Modal>
  );
}
