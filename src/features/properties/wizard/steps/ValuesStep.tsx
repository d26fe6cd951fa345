import { Checkbox, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/SelectField';
import { MoneyField } from '@/components/form/MoneyField';
import { IPTU_PERIOD_LABELS } from '@/lib/property-labels';
import type { WizardValues } from '../values';

const PERIOD_OPTIONS = Object.entries(IPTU_PERIOD_LABELS).map(([value, label]) => ({ value, label }));

/**
 * A Mantine Checkbox or Switch bound through the controller: `register` would set the DOM input's
 * `checked` behind Mantine's back, and its drawn state would not follow a loaded `true`.
 */
function Toggle({
  as: Component,
  name,
  label,
}: {
  as: typeof Checkbox | typeof Switch;
  name: 'condo_fee_exempt' | 'iptu_exempt' | 'accepts_financing' | 'accepts_exchange';
  label: string;
}) {
  const { control } = useFormContext<WizardValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Component
          label={label}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Step 5: prices for the business chosen in step 1, fees, and the terms accepted. */
export function ValuesStep() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const [business, condoExempt, iptuExempt, financing, exchange] = useWatch({
    control,
    name: ['business_type', 'condo_fee_exempt', 'iptu_exempt', 'accepts_financing', 'accepts_exchange'],
  });
  const sale = business === 'SALE' || business === 'SALE_RENTAL';
  const rent = business === 'RENTAL' || business === 'SALE_RENTAL';
  const errors = formState.errors;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyField control={control} name="price_sale" label="Preço de venda" withAsterisk={sale} />
        <MoneyField control={control} name="price_rent" label="Valor do aluguel" withAsterisk={rent} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={6}>
          <MoneyField
            control={control}
            name="condo_fee"
            label="Condomínio (mensal)"
            cents
            disabled={condoExempt}
          />
          <Toggle as={Checkbox} name="condo_fee_exempt" label="Isento de condomínio" />
        </Stack>
        <Stack gap={6}>
          <SimpleGrid cols={2}>
            <MoneyField control={control} name="iptu" label="IPTU" cents disabled={iptuExempt} />
            <SelectField
              control={control}
              name="iptu_period"
              label="Período do IPTU"
              placeholder="Selecione"
              clearable
              disabled={iptuExempt}
              data={PERIOD_OPTIONS}
            />
          </SimpleGrid>
          <Toggle as={Checkbox} name="iptu_exempt" label="Isento de IPTU" />
        </Stack>
      </SimpleGrid>
      <Toggle as={Switch} name="accepts_financing" label="Aceita financiamento" />
      {financing && (
        <Textarea
          label="Detalhes do financiamento"
          autosize
          minRows={2}
          {...register('financing_details')}
          error={errors.financing_details?.message}
        />
      )}
      <Toggle as={Switch} name="accepts_exchange" label="Aceita permuta" />
      {exchange && (
        <Textarea
          label="Detalhes da permuta"
          autosize
          minRows={2}
          {...register('exchange_details')}
          error={errors.exchange_details?.message}
        />
      )}
    </Stack>
  );
}
