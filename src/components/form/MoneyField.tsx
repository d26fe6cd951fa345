import type { FieldValues } from 'react-hook-form';
import { NumberField } from './NumberField';

type MoneyFieldProps<T extends FieldValues, TOutput extends FieldValues> = Parameters<
  typeof NumberField<T, TOutput>
>[0] & {
  /** Prices go without cents (spec part 2 §9); fees may have them. */
  cents?: boolean;
};

/** An amount typed in BRL with the pt-BR mask ('R$ 1.250.000'), held and sent as a number. */
export function MoneyField<T extends FieldValues, TOutput extends FieldValues = T>({
  cents = false,
  ...props
}: MoneyFieldProps<T, TOutput>) {
  return (
    <NumberField<T, TOutput>
      prefix="R$ "
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={cents ? 2 : 0}
      allowDecimal={cents}
      allowNegative={false}
      min={0}
      inputMode={cents ? 'decimal' : 'numeric'}
      {...props}
    />
  );
}
