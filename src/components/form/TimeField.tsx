import { TextInput, type TextInputProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { parseTime } from '@/lib/parse';
import { useTypedField } from './useTypedField';

type TimeFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  /** The react-hook-form form's control. */
  control: Control<T, unknown, TOutput>;
  /** The form field it reads and writes. */
  name: Path<T>;
  /** Called after each change (e.g. to clear the form's error for the field). */
  onValueChange?: () => void;
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A time of day typed as people do — '7:30', '07:30', '0730', '7h30' — held as 'HH:MM' (what the
 * API takes); shown as HH:MM once the user leaves it. Unreadable text stays as typed with the
 * schedule form's message.
 */
export function TimeField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  onValueChange,
  error,
  ...props
}: TimeFieldProps<T, TOutput>) {
  const field = useTypedField<T, TOutput, string>({
    control,
    name,
    parse: parseTime,
    format: (hhmm) => hhmm,
    isValue: (value): value is string => typeof value === 'string' && HHMM.test(value),
    unreadable: (text) => text,
  });
  return (
    <TextInput
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...props}
      {...field.input}
      onChange={(event) => {
        field.input.onChange(event);
        onValueChange?.();
      }}
      error={error ?? field.error}
    />
  );
}
