import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { formatDate } from '@/lib/format';
import { maskDate } from '@/lib/masks';
import { isIsoDate, parseDate } from '@/lib/parse';
import { CALENDAR_ARIA_LABELS, DATES_SETTINGS } from './dates';
import { useTypedField } from './useTypedField';

type DateFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  /** The react-hook-form form's control. */
  control: Control<T, unknown, TOutput>;
  /** The form field it reads and writes. */
  name: Path<T>;
  /** The calendar's first and last pickable days (ISO); the schema says why a typed one is refused. */
  minDate?: string;
  maxDate?: string;
};

/**
 * A pt-BR date, typed as DD/MM/AAAA (the slashes come as the digits do: '15031985' →
 * '15/03/1985') or picked in a calendar in Portuguese. The form holds the ISO date
 * ('1985-03-15'), `null` when empty, or the text as typed when it is no date ('31/02/1985'): the
 * field says 'Data inválida' and the schema refuses it, never rolling it over to March.
 */
export function DateField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  minDate,
  maxDate,
  error,
  label,
  ...props
}: DateFieldProps<T, TOutput>) {
  const field = useTypedField<T, TOutput, string>({
    control,
    name,
    parse: parseDate,
    format: (iso) => formatDate(iso),
    isValue: (value): value is string => typeof value === 'string' && isIsoDate(value),
    unreadable: (text) => text,
    mask: maskDate,
  });
  const [opened, picker] = useDisclosure(false);
  const calendarName = useId();
  const parsed = parseDate(field.input.value);
  const picked = parsed.ok ? parsed.value : null;
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <Popover opened={opened} onChange={picker.set} trapFocus returnFocus position="bottom-end" shadow="md">
        <TextInput
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          label={label}
          {...props}
          {...field.input}
          error={error ?? field.error}
          rightSection={
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={picker.toggle}
                disabled={props.disabled}
                aria-label="Abrir calendário"
                aria-expanded={opened}
              >
                <IconCalendar size={16} aria-hidden />
              </ActionIcon>
            </Popover.Target>
          }
        />
        {/* Mantine names the dropdown after its target ('Abrir calendário'): the name says whose it is. */}
        <Popover.Dropdown aria-labelledby={calendarName}>
          <VisuallyHidden id={calendarName}>
            {typeof label === 'string' ? `Calendário: ${label}` : 'Calendário'}
          </VisuallyHidden>
          <DatePicker
            value={picked}
            defaultDate={picked ?? maxDate ?? undefined}
            minDate={minDate}
            maxDate={maxDate}
            ariaLabels={CALENDAR_ARIA_LABELS}
            // The neighbouring months' days are greyed, and weekends red, below legible contrast on
            // the dark theme (2.9:1, 4.1:1): the arrows reach the other months, every day reads alike.
            hideOutsideDates
            weekendDays={[]}
            onChange={(iso) => {
              if (iso) field.setText(formatDate(iso));
              picker.close();
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}
