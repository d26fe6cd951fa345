import { SimpleGrid, Stack } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { NumberField } from '@/components/form/NumberField';
import { AREA } from '@/lib/parse';
import { PROPERTY_STANDARD_LABELS } from '@/lib/property-labels';
import type { WizardValues } from '../values';
import { AmenityPicker } from './AmenityPicker';

const STANDARD_OPTIONS = Object.entries(PROPERTY_STANDARD_LABELS).map(([value, label]) => ({ value, label }));

/** Step 3: sizes, rooms, the property's amenities and its standard. */
export function FeaturesStep() {
  const { control } = useFormContext<WizardValues>();
  const standard = useWatch({ control, name: 'property_standard' });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <NumberField control={control} name="usable_areas" label="Área útil (m²)" kind={AREA} unit="m²" />
        <NumberField control={control} name="total_areas" label="Área total (m²)" kind={AREA} unit="m²" />
        <NumberField control={control} name="bedrooms" label="Quartos" />
        <NumberField control={control} name="suites" label="Suítes" />
        <NumberField control={control} name="bathrooms" label="Banheiros" />
        <NumberField control={control} name="parking_spaces" label="Vagas" />
      </SimpleGrid>
      <SelectField
        control={control}
        name="property_standard"
        label="Padrão do imóvel"
        placeholder="Selecione"
        clearable
        maw={320}
        data={
          standard && !Object.hasOwn(PROPERTY_STANDARD_LABELS, standard)
            ? [...STANDARD_OPTIONS, { value: standard, label: standard }]
            : STANDARD_OPTIONS
        }
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
