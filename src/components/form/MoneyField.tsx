import type { FieldValues } from 'react-hook-form';
import { MONEY, PRICE } from '@/lib/parse';
import { NumberField } from './NumberField';

type MoneyFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  Parameters<typeof NumberField<T, TOutput>>[0],
  'kind' | 'unit'
> & {
  /** Prices go without cents; fees may have them. */
  cents?: boolean;
};

/**
 * An amount in BRL typed the pt-BR way ('850.000,00', '1.234,56'), held and sent as a number: the
 * one money input of every form. No placeholder: a grey '0,00' beside 'R$' reads as a typed
 * value, worst of all inside a field refused in red.
 */
export function MoneyField<T extends FieldValues, TOutput extends FieldValues = T>({
  cents = false,
  ...props
}: MoneyFieldProps<T, TOutput>) {
  return (
    <NumberField<T, TOutput>
      kind={cents ? MONEY : PRICE}
      leftSection="R$"
      leftSectionPointerEvents="none"
      {...props}
    />
  );
}
