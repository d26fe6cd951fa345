import {
  Box,
  CheckIcon,
  getOptionsLockup,
  getParsedComboboxData,
  Group,
  Select,
  Text,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fold } from '@/lib/fold';

type SelectFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'filter' | 'renderOption'
> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  /**
   * A name for each option's value, shown beside it in the list and searched with it: short labels
   * such as 'MG' are found as 'Minas' too.
   */
  optionNames?: Readonly<Record<string, string>>;
};

/** The words an option is known by: its label, its value and its name, if it has one. */
function wordsOf(
  option: { label: string; value: unknown },
  names: Readonly<Record<string, string>> | undefined,
): string[] {
  const value = String(option.value);
  const name = names?.[value];
  return [option.label, value, ...(name ? [name] : [])].map((word) => fold(word.trim()));
}

/** The option known exactly by what was typed (case, accents and spaces aside), if any. */
function typedOption(
  data: SelectProps['data'],
  typed: string,
  names: Readonly<Record<string, string>> | undefined,
): string | null {
  const wanted = fold(typed.trim());
  if (!wanted) return null;
  const options = Object.values(getOptionsLockup(getParsedComboboxData(data)));
  const match = options.find((option) => wordsOf(option, names).includes(wanted));
  return match === undefined ? null : String(match.value);
}

/** Mantine's filter, reading the names too ('rio' lists RJ, RN and RS); for a list without groups. */
function byNames(names: Readonly<Record<string, string>>): OptionsFilter {
  return ({ options, search }) => {
    const wanted = fold(search.trim());
    return options.filter(
      (option) => 'value' in option && wordsOf(option, names).some((word) => word.includes(wanted)),
    );
  };
}

/**
 * A Mantine Select bound to react-hook-form; a cleared choice is `null`. Searchable, an option typed
 * in full and left with Tab is chosen ('SP', or 'São Paulo' with its name, in 'Estado (UF)'):
 * Mantine kept only a clicked or Enter-picked option, and emptied the field without a word. Part of
 * an option is never guessed.
 */
export function SelectField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  error,
  optionNames,
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
      filter={optionNames && byNames(optionNames)}
      // A name is longer than the short label the field is sized for: the list takes its width.
      comboboxProps={
        optionNames
          ? { width: 'max-content', position: 'bottom-start', ...props.comboboxProps }
          : props.comboboxProps
      }
      renderOption={
        optionNames &&
        // The code in bold and the name in the option's own colour: a dimmed name was grey on the
        // highlighted option's blue (1.6:1 in the light theme).
        (({ option, checked }) => (
          <Group gap={8} wrap="nowrap">
            {/* The chosen option's check, as Mantine draws it in an option it renders itself. */}
            {checked ? <CheckIcon size={10} aria-hidden /> : <Box w={10} />}
            <span>
              <Text span inherit fw={700}>
                {option.label}
              </Text>{' '}
              {optionNames[option.value]}
            </span>
          </Group>
        ))
      }
      onBlur={(event) => {
        if (props.searchable) {
          const typed = typedOption(props.data, event.currentTarget.value, optionNames);
          if (typed !== null && typed !== value) onChange(typed);
        }
        onBlur();
      }}
      onChange={(next) => onChange(next)}
      error={error ?? fieldState.error?.message}
    />
  );
}
