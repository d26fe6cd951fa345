import { TextInput, type TextInputProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { formatNumberInput } from '@/lib/format';
import { COUNT, parseNumber, type NumberKind } from '@/lib/parse';
import { useTypedField } from './useTypedField';

type NumberFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  /** The react-hook-form form's control (its output type, after the schema, does not matter here). */
  control: Control<T, unknown, TOutput>;
  /** The form field it reads and writes. */
  name: Path<T>;
  /** How the typed text is read (src/lib/parse.ts): COUNT by default. */
  kind?: NumberKind;
  /** A unit shown after the number ('m²'). */
  unit?: string;
};

/**
 * A number typed the pt-BR way ('850.000,00', '72,5', '-23.5614'), bound to react-hook-form. The
 * form holds the number, `null` when empty, or NaN while the text cannot be read (the schema's
 * `v.number()` refuses NaN, and the field says why under itself).
 */
export function NumberField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  kind = COUNT,
  unit,
  error,
  ...props
}: NumberFieldProps<T, TOutput>) {
  const field = useTypedField<T, TOutput, number>({
    control,
    name,
    parse: (text) => parseNumber(text, kind),
    format: (value) => formatNumberInput(value, kind),
    isValue: (value): value is number => typeof value === 'number' && Number.isFinite(value),
    unreadable: () => Number.NaN,
  });
  return (
    <TextInput
      // A phone's numeric pad has no minus sign: fields that take one get the full keyboard.
      inputMode={kind.negative ? 'text' : kind.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      rightSection={unit}
      rightSectionPointerEvents="none"
      {...props}
      {...field.input}
      error={error ?? field.error}
    />
  );
}
