import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { UF_CODES } from '@/api/enums';
import { UF_NAMES } from '@/lib/uf-names';
import { CepField } from '@/components/form/CepField';
import { NumberField } from '@/components/form/NumberField';
import { COORDINATE } from '@/lib/parse';
import type { WizardValues } from '../values';

const UF_OPTIONS = [...UF_CODES];

/** Step 2: where it is. A complete CEP fills street, neighbourhood, city and state. */
export function LocationStep() {
  const { control, register, setValue, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  const fill = { shouldDirty: true, shouldValidate: false } as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CepField
          control={control}
          name="cep"
          onAddress={(address) => {
            if (address.street) setValue('endereco', address.street, fill);
            if (address.neighborhood) setValue('bairro', address.neighborhood, fill);
            if (address.city) setValue('cidade', address.city, fill);
            if (address.state) setValue('estado', address.state, fill);
          }}
        />
      </SimpleGrid>
      <TextInput
        label="Endereço"
        withAsterisk
        autoComplete="address-line1"
        {...register('endereco')}
        error={errors.endereco?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Número" {...register('numero')} error={errors.numero?.message} />
        <TextInput label="Complemento" {...register('complemento')} error={errors.complemento?.message} />
        <TextInput label="Bairro" {...register('bairro')} error={errors.bairro?.message} />
        <TextInput
          label="Cidade"
          withAsterisk
          autoComplete="address-level2"
          {...register('cidade')}
          error={errors.cidade?.message}
        />
        <SelectField
          control={control}
          name="estado"
          label="Estado (UF)"
          placeholder="UF"
          searchable
          clearable
          data={UF_OPTIONS}
          optionNames={UF_NAMES}
        />
      </SimpleGrid>
      <Text size="sm" fw={600} mt="xs">
        Coordenadas
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberField
          control={control}
          name="latitude"
          label="Latitude"
          kind={COORDINATE}
          placeholder="Ex.: -23.5614"
        />
        <NumberField
          control={control}
          name="longitude"
          label="Longitude"
          kind={COORDINATE}
          placeholder="Ex.: -46.6558"
        />
        <NumberField
          control={control}
          name="display_latitude"
          label="Latitude de exibição"
          kind={COORDINATE}
        />
        <NumberField
          control={control}
          name="display_longitude"
          label="Longitude de exibição"
          kind={COORDINATE}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        As coordenadas de exibição aparecem no anúncio público e podem ser aproximadas.
      </Text>
    </Stack>
  );
}
