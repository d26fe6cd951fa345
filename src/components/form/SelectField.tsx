import { Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type SelectFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
};

/** A Mantine Select bound to react-hook-form; a cleared choice is `null`. */
export function SelectField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  error,
  ...props
}: SelectFieldProps<T, TOutput>) {
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController<T, Path<T>, TOutput>({ control, name });
  return (
    <Select
      {...props}
      name={name}
      ref={ref}
      value={(value as string | null) ?? null}
      onBlur={onBlur}
      onChange={(next) => onChange(next)}
      error={error ?? fieldState.error?.message}
    />
  );
}
