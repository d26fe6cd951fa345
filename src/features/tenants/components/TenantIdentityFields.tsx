import { Fieldset, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DateField } from '@/components/form/DateField';
import { MaskedField } from '@/components/form/MaskedField';
import { todayInBrasilia } from '@/lib/brasilia';
import { maskCnpj, maskCpf } from '@/lib/masks';
import type { TenantFormValues } from '../form-values';
import { MASK_LIMITS, type CreateTenantBody } from '../schemas';

type Form = UseFormReturn<TenantFormValues, unknown, CreateTenantBody>;

/** A person's CPF, full name and birth date (PF). */
function PersonFields({ form }: { form: Form }) {
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <MaskedField
        control={control}
        name="cpf"
        mask={maskCpf}
        label="CPF"
        required
        placeholder="000.000.000-00"
        maxLength={MASK_LIMITS.cpf}
      />
      <TextInput
        label="Nome completo"
        required
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <DateField
        control={control}
        name="birth_date"
        label="Data de nascimento"
        minDate="1900-01-01"
        maxDate={todayInBrasilia()}
      />
    </>
  );
}

/** A company's CNPJ, company name and trade name (PJ). */
function CompanyFields({ form }: { form: Form }) {
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <MaskedField
        control={control}
        name="cnpj"
        mask={maskCnpj}
        label="CNPJ"
        required
        placeholder="00.000.000/0000-00"
        maxLength={MASK_LIMITS.cnpj}
      />
      <TextInput
        label="Razão social"
        required
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <TextInput label="Nome fantasia" error={errors.trade_name?.message} {...register('trade_name')} />
    </>
  );
}

/**
 * Display name and type; a person's CPF, name and birth date (PF) or a company's CNPJ and names (PJ).
 *
 * Each type's fields are their own components, keyed by type: switching type mounts new inputs
 * instead of React reusing the one at the same place for another field. A reused uncontrolled
 * input kept the other field's text ('Razão social' showed the PF 'Nome completo', or stayed
 * empty), since react-hook-form, finding the same element again, does not write the value back;
 * what was on screen was then not what was sent. New inputs show each field's own kept value.
 */
export function TenantIdentityFields({ form }: { form: Form }) {
  const { control, register, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: 'tenant_type' });
  return (
    <Fieldset legend="Identificação" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Nome de exibição" required error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="tenant_type"
          render={({ field }) => (
            <Radio.Group label="Tipo" value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={8}>
                <Radio value="PJ" label="Pessoa Jurídica (PJ)" />
                <Radio value="PF" label="Pessoa Física (PF)" />
              </Group>
            </Radio.Group>
          )}
        />
        {type === 'PF' ? <PersonFields key="PF" form={form} /> : <CompanyFields key="PJ" form={form} />}
      </SimpleGrid>
    </Fieldset>
  );
}
