import 'dayjs/locale/pt-br';

// The date fields (DateField, MonthField) are the only door to @mantine/dates and dayjs: they load
// with the screens that have a date field, never with the first page.

/** Calendars in Portuguese, weeks from Sunday as Brazilian calendars print them. */
export const DATES_SETTINGS = { locale: 'pt-br', firstDayOfWeek: 0 } as const;

/**
 * The calendars' arrows, named in Portuguese (Mantine leaves them unnamed). The level buttons keep
 * their visible text ('março 1985') as their name.
 */
export const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
} as const;
