import { getOptionsLockup, getParsedComboboxData, Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type SelectFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
};

/** The option whose label or value is exactly what was typed (case and spaces aside), if any. */
function typedOption(data: SelectProps['data'], typed: string): string | null {
  const wanted = typed.trim().toLocaleLowerCase('pt-BR');
  if (!wanted) return null;
  const options = Object.values(getOptionsLockup(getParsedComboboxData(data)));
  const match = options.find(
    (option) =>
      option.label.toLocaleLowerCase('pt-BR') === wanted ||
      String(option.value).toLocaleLowerCase('pt-BR') === wanted,
  );
  return match === undefined ? null : String(match.value);
}

/**
 * A Mantine Select bound to react-hook-form; a cleared choice is `null`. Searchable, an option typed
 * in full and left with Tab is chosen ('SP' in 'Estado (UF)'): Mantine kept only a clicked or
 * Enter-picked option, and emptied the field without a word.
 */
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
      onBlur={(event) => {
        if (props.searchable) {
          const typed = typedOption(props.data, event.currentTarget.value);
          if (typed !== null && typed !== value) onChange(typed);
        }
        onBlur();
      }}
      onChange={(next) => onChange(next)}
      error={error ?? fieldState.error?.message}
    />
  );
}
