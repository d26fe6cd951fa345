import '@mantine/dates/styles.css';
import { DatesProvider, MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isYearMonth } from '@/lib/parse';
import { DATES_SETTINGS } from './dates';

type MonthFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  MonthPickerInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'
> & {
  /** The react-hook-form form's control. */
  control: Control<T, unknown, TOutput>;
  /** The form field it reads and writes. */
  name: Path<T>;
};

/**
 * A month and year picked in a calendar in Portuguese ('março de 2027'), held as 'YYYY-MM' (a
 * development's delivery). Nothing is typed, so nothing can be mistyped; a full date loaded from
 * the API shows its month and is kept until another month is picked.
 */
export function MonthField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  error,
  ...props
}: MonthFieldProps<T, TOutput>) {
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController<T, Path<T>, TOutput>({ control, name });
  const month = typeof value === 'string' ? value.slice(0, 7) : '';
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <MonthPickerInput
        valueFormat="MMMM [de] YYYY"
        placeholder="Escolha o mês"
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar mês' }}
        {...props}
        name={name}
        ref={ref}
        value={isYearMonth(month) ? `${month}-01` : null}
        onChange={(picked) => onChange(picked ? picked.slice(0, 7) : '')}
        onBlur={onBlur}
        error={error ?? fieldState.error?.message}
      />
    </DatesProvider>
  );
}
