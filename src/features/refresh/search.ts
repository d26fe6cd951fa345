import * as v from 'valibot';
import { DEFAULT_FAILURE_WINDOW, FAILURE_WINDOWS } from './failure-windows';

/** 'next': the cockpit's next 5; 'all': every schedule, paused ones included. */
const SCHEDULE_VIEWS = ['next', 'all'] as const;

/** The 'Ver todos' filter, sent as `is_active`. */
const SCHEDULE_STATUS_FILTERS = ['all', 'active', 'paused'] as const;
export type ScheduleStatusFilter = (typeof SCHEDULE_STATUS_FILTERS)[number];

export const COCKPIT_SEARCH_DEFAULTS = {
  schedules: 'next',
  status: 'all',
  errors: DEFAULT_FAILURE_WINDOW,
} as const;

const WINDOW_VALUES = FAILURE_WINDOWS.map((w) => w.value);

/**
 * Search params of `/refresh`: which schedules are listed, the 'Ver todos' filter and the failed-job
 * window. A value the screen cannot use falls back to its default. The router reads `?errors=24`
 * as a number, hence the string coercion.
 */
export const cockpitSearchSchema = v.object({
  schedules: v.fallback(
    v.optional(v.picklist(SCHEDULE_VIEWS), COCKPIT_SEARCH_DEFAULTS.schedules),
    COCKPIT_SEARCH_DEFAULTS.schedules,
  ),
  status: v.fallback(
    v.optional(v.picklist(SCHEDULE_STATUS_FILTERS), COCKPIT_SEARCH_DEFAULTS.status),
    COCKPIT_SEARCH_DEFAULTS.status,
  ),
  errors: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.picklist(WINDOW_VALUES)),
      COCKPIT_SEARCH_DEFAULTS.errors,
    ),
    COCKPIT_SEARCH_DEFAULTS.errors,
  ),
});

/** The list call of a 'Ver todos' filter. */
export function statusQuery(status: ScheduleStatusFilter): { is_active?: boolean } {
  return status === 'all' ? {} : { is_active: status === 'active' };
}

/**
 * Search params of `/refresh/new`: `etapa=imoveis` is step 2 (the properties), so that the
 * browser's Back from it returns to step 1 with everything typed, as the wizard's 'Voltar' does
 * (it left the screen, and the form with it).
 */
export const createScheduleSearchSchema = v.object({
  etapa: v.fallback(v.optional(v.picklist(['imoveis'])), undefined),
});
