import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { UF_CODES } from '@/api/enums';
import type { CepAddress } from '@/api/postal-code';
import { UF_NAMES } from '@/lib/uf-names';
import { CepField } from '@/components/form/CepField';
import type { TenantFormValues } from '../form-values';
import type { CreateTenantBody } from '../schemas';

/** The address; a complete CEP fills street, neighbourhood, city and state. */
export function TenantAddressFields({
  form,
  onAddress,
}: {
  form: UseFormReturn<TenantFormValues, unknown, CreateTenantBody>;
  onAddress: (address: CepAddress) => void;
}) {
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <Fieldset legend="Endereço" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <CepField control={control} name="zip_code" onAddress={onAddress} />
        <TextInput label="Logradouro" error={errors.street?.message} {...register('street')} />
        <TextInput label="Número" error={errors.number?.message} {...register('number')} />
        <TextInput label="Complemento" error={errors.complement?.message} {...register('complement')} />
        <TextInput label="Bairro" error={errors.neighborhood?.message} {...register('neighborhood')} />
        <TextInput label="Cidade" error={errors.city?.message} {...register('city')} />
        <SelectField
          control={control}
          name="state"
          label="Estado (UF)"
          data={UF_CODES}
          optionNames={UF_NAMES}
          searchable
          clearable
        />
        <TextInput label="País" error={errors.country?.message} {...register('country')} />
      </SimpleGrid>
    </Fieldset>
  );
}
