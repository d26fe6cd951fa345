import { SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MonthField } from '@/components/form/MonthField';
import { NumberField } from '@/components/form/NumberField';
import { useIsPhone } from '@/hooks/useMediaMatch';
import { FLOOR } from '@/lib/parse';
import { TYPES_REQUIRING_DEVELOPMENT } from '../../schemas/publishing-rules';
import type { WizardValues } from '../values';
import { AmenityPicker } from './AmenityPicker';
import { DevelopmentPicker } from './DevelopmentPicker';

const MODES = [
  { value: 'new', label: 'Novo empreendimento' },
  { value: 'existing', label: 'Empreendimento existente' },
];

/** Step 4: the development (empreendimento) the unit belongs to, and the unit within it. */
export function DevelopmentStep() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const [mode, type] = useWatch({ control, name: ['development_mode', 'property_type'] });
  const phone = useIsPhone();
  const required = type !== null && (TYPES_REQUIRING_DEVELOPMENT as readonly string[]).includes(type);
  const errors = formState.errors;
  return (
    <Stack gap="md">
      {required && (
        <Text size="sm" c="dimmed">
          Para este tipo de imóvel, o empreendimento é obrigatório para publicar.
        </Text>
      )}
      <Controller
        control={control}
        name="development_mode"
        render={({ field }) => (
          <SegmentedControl
            aria-label="Empreendimento novo ou existente"
            data={MODES}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            maw={460}
            fullWidth
            // Side by side, 'Empreendimento existente' was cut off on a 390 px phone.
            orientation={phone ? 'vertical' : 'horizontal'}
          />
        )}
      />
      {mode === 'existing' ? (
        <DevelopmentPicker required={required} />
      ) : (
        <TextInput
          label="Nome do empreendimento"
          withAsterisk={required}
          placeholder="Ex.: Edifício Mirante do Leblon"
          {...register('nome_empreendimento')}
          error={errors.nome_empreendimento?.message}
        />
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <TextInput label="Unidade" {...register('unit')} error={errors.unit?.message} />
        <TextInput label="Bloco" {...register('block')} error={errors.block?.message} />
        <NumberField control={control} name="unit_floor" label="Andar da unidade" kind={FLOOR} />
        <NumberField control={control} name="floors" label="Andares" />
        <NumberField control={control} name="units_on_floor" label="Unidades por andar" />
        <NumberField control={control} name="buildings" label="Blocos / torres" />
      </SimpleGrid>
      <MonthField
        control={control}
        name="delivery_at"
        label="Entrega"
        description="Escolha o mês e o ano previstos."
        // The picker's placeholder is drawn as text below 4.5:1 in the dark theme (axe): the hint
        // goes in the description instead.
        placeholder={undefined}
        maw={320}
      />
      <Controller
        control={control}
        name="condo_features"
        render={({ field, fieldState }) => (
          <AmenityPicker
            label="Características do condomínio"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Textarea
        label="Outras características do condomínio"
        autosize
        minRows={2}
        {...register('custom_condo_features')}
        error={errors.custom_condo_features?.message}
      />
    </Stack>
  );
}
