import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';

// Typed dates are read in the input's own format (DD/MM/YYYY), not as the browser's month-first
// guess. This module is the only door to @mantine/dates and dayjs: they load with the screens that
// have a date field, never with the first page.
dayjs.extend(customParseFormat);

const DATES_SETTINGS = { locale: 'pt-br' } as const;

/**
 * A pt-BR date input (DD/MM/AAAA, calendar in Portuguese). Values are ISO dates (YYYY-MM-DD) or
 * null, as Mantine 9 gives them; bind it to react-hook-form through a Controller.
 */
export function DateField(props: DateInputProps) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateInput valueFormat="DD/MM/YYYY" placeholder="dd/mm/aaaa" {...props} />
    </DatesProvider>
  );
}
