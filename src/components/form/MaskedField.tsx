import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type MaskedFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange'
> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  /** One of src/lib/masks.ts: applied to every change, so the field only ever holds the format. */
  mask: (value: string) => string;
  /** Called with the masked value after each change (e.g. to look up a complete CEP). */
  onValueChange?: (value: string) => void;
};

/** A TextInput bound to react-hook-form that keeps its value in a mask (CPF, CNPJ, phone, CEP). */
export function MaskedField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  mask,
  onValueChange,
  onBlur: onBlurProp,
  error,
  ...props
}: MaskedFieldProps<T, TOutput>) {
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController<T, Path<T>, TOutput>({ control, name });
  return (
    <TextInput
      inputMode="numeric"
      {...props}
      name={name}
      ref={ref}
      value={(value as string | null) ?? ''}
      onBlur={(event) => {
        onBlur();
        onBlurProp?.(event);
      }}
      onChange={(event) => {
        const next = mask(event.currentTarget.value);
        onChange(next);
        onValueChange?.(next);
      }}
      error={error ?? fieldState.error?.message}
    />
  );
}
