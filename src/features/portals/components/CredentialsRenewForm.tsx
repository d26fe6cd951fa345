import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/form/PasswordField';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { IconRefresh } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/errors';
import { toast } from '@/lib/notify';
import { useRenewCredentials } from '../api/credentials';
import { credentialsRenewSchema, type CredentialsRenewValues } from '../schemas';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { BusyButton } from '@/components/BusyButton';

const RENEW_ERROR = 'Erro ao renovar as credenciais do CanalPro';

/** Renews the Canal Pro credentials with email and password (credentials/renew). */
export function CredentialsRenewForm({ onRenewed }: { onRenewed?: () => void }) {
  const renew = useRenewCredentials();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<CredentialsRenewValues>({
    resolver: valibotResolver(credentialsRenewSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onChange',
  });

  // The one in-flight guard: Enter twice or a double click sends one request.
  const save = useSingleFlight(async (values: CredentialsRenewValues) => {
    try {
      const check = await renew.mutateAsync(values);
      toast.success(check.message ?? 'Credenciais renovadas com sucesso');
      resetField('password');
      onRenewed?.();
    } catch (error) {
      toast.error(errorMessage(error, RENEW_ERROR));
      if (!isApiError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
    }
  });
  const onSubmit = handleSubmit((values) => save.run(values));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Renovar credenciais do CanalPro">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Email do CanalPro"
            type="email"
            autoComplete="email"
            placeholder="seu@email.com.br"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Senha do CanalPro"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <BusyButton type="submit" busy={save.busy} leftSection={<IconRefresh size={16} />}>
            Renovar credenciais
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
