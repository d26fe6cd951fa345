import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type NumberFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  NumberInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  // The form's output type (after the schema transforms it) does not matter to one field.
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
};

/**
 * A NumberInput bound to react-hook-form. Mantine gives '' when the input is cleared; the form keeps
 * `null` (with `undefined` react-hook-form would show the default value again), which
 * `formResolver` hands to the schema as missing.
 */
export function NumberField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  error,
  ...props
}: NumberFieldProps<T, TOutput>) {
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController<T, Path<T>, TOutput>({ control, name });
  return (
    <NumberInput
      {...props}
      name={name}
      ref={ref}
      value={(value as number | null) ?? ''}
      onBlur={onBlur}
      onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
      error={error ?? fieldState.error?.message}
    />
  );
}
