import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from '@/components/form/PasswordField';
import type { TenantFormValues } from '../form-values';
import type { CreateTenantBody } from '../schemas';

/** The tenant's one admin user; the 6-character minimum is a placeholder only. */
export function TenantAdminFields({
  form,
}: {
  form: UseFormReturn<TenantFormValues, unknown, CreateTenantBody>;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Fieldset legend="Administrador do tenant" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Usuário do administrador"
          required
          autoComplete="off"
          error={errors.admin_username?.message}
          {...register('admin_username')}
        />
        <TextInput
          label="Email do administrador"
          type="email"
          required
          autoComplete="off"
          error={errors.admin_email?.message}
          {...register('admin_email')}
        />
        <PasswordField
          label="Senha do administrador"
          required
          placeholder="Mínimo 6 caracteres"
          autoComplete="new-password"
          error={errors.admin_password?.message}
          {...register('admin_password')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
