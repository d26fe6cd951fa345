import { Radio, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { BUSINESS_TYPES, PROPERTY_TYPES, USAGE_TYPES } from '@/api/enums';
import {
  BUSINESS_TYPE_LABELS,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPE_LABELS,
  USAGE_TYPE_LABELS,
} from '@/lib/property-labels';
import type { WizardValues } from '../values';

const USAGE_OPTIONS = USAGE_TYPES.map((value) => ({ value, label: USAGE_TYPE_LABELS[value] }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }));

/** Step 1: what is being listed, and for what business. */
export function TypeStep() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  const category = useWatch({ control, name: 'category' });
  return (
    <Stack gap="md">
      <TextInput
        label="Título do anúncio"
        withAsterisk
        placeholder="Ex.: Apartamento 3 quartos com varanda no Leblon"
        maxLength={255}
        {...register('title')}
        error={errors.title?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          control={control}
          name="usage_type"
          label="Tipo de uso"
          withAsterisk
          placeholder="Selecione"
          data={USAGE_OPTIONS}
        />
        <SelectField
          control={control}
          name="property_type"
          label="Tipo de imóvel"
          withAsterisk
          placeholder="Selecione"
          searchable
          data={TYPE_OPTIONS}
        />
        <SelectField
          control={control}
          name="category"
          label="Categoria"
          placeholder="Selecione"
          clearable
          // A category the portal sent that is not in the spec's list is kept and shown raw.
          data={
            category && !(PROPERTY_CATEGORIES as readonly string[]).includes(category)
              ? [...PROPERTY_CATEGORIES, category]
              : [...PROPERTY_CATEGORIES]
          }
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="business_type"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Modalidade de negócio"
            withAsterisk
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
          >
            <Group mt="xs" gap="lg">
              {BUSINESS_TYPES.map((value, index) => (
                <Radio
                  key={value}
                  value={value}
                  label={BUSINESS_TYPE_LABELS[value]}
                  ref={index === 0 ? field.ref : undefined}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
