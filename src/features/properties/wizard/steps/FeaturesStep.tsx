import { Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { NumberField } from '@/components/form/NumberField';
import { PROPERTY_STANDARD_LABELS } from '@/lib/property-labels';
import type { WizardValues } from '../values';
import { AmenityPicker } from './AmenityPicker';

const STANDARD_OPTIONS = Object.entries(PROPERTY_STANDARD_LABELS).map(([value, label]) => ({ value, label }));

/** Step 3: sizes, rooms, the property's amenities and its standard. */
export function FeaturesStep() {
  const { control } = useFormContext<WizardValues>();
  const count = { min: 0, allowDecimal: false, allowNegative: false } as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <NumberField
          control={control}
          name="usable_areas"
          label="Área útil (m²)"
          suffix=" m²"
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
        />
        <NumberField
          control={control}
          name="total_areas"
          label="Área total (m²)"
          suffix=" m²"
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
        />
        <NumberField control={control} name="bedrooms" label="Quartos" {...count} />
        <NumberField control={control} name="suites" label="Suítes" {...count} />
        <NumberField control={control} name="bathrooms" label="Banheiros" {...count} />
        <NumberField control={control} name="parking_spaces" label="Vagas" {...count} />
      </SimpleGrid>
      <Controller
        control={control}
        name="property_standard"
        render={({ field }) => (
          <Select
            label="Padrão do imóvel"
            placeholder="Selecione"
            clearable
            maw={320}
            data={
              field.value && !Object.hasOwn(PROPERTY_STANDARD_LABELS, field.value)
                ? [...STANDARD_OPTIONS, { value: field.value, label: field.value }]
                : STANDARD_OPTIONS
            }
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <AmenityPicker label="Características do imóvel" value={field.value} onChange={field.onChange} />
        )}
      />
    </Stack>
  );
}
