import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { MaskedField } from '@/components/form/MaskedField';
import { maskPhone } from '@/lib/masks';
import type { TenantFormValues } from '../form-values';
import { MASK_LIMITS, type CreateTenantBody } from '../schemas';

/** The tenant's own email, phone and CRECI (all optional). */
export function TenantContactFields({
  form,
}: {
  form: UseFormReturn<TenantFormValues, unknown, CreateTenantBody>;
}) {
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <Fieldset legend="Contato" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <MaskedField
          control={control}
          name="phone"
          mask={maskPhone}
          label="Telefone"
          placeholder="(00) 00000-0000"
          maxLength={MASK_LIMITS.phone}
          inputMode="tel"
        />
        <TextInput label="CRECI" error={errors.creci?.message} {...register('creci')} />
      </SimpleGrid>
    </Fieldset>
  );
}
