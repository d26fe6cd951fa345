/**
 * The failed-job windows of the cockpit's critical errors (48 h by default). Apart from the
 * classification in critical-errors.ts because the route's search schema needs them, and whatever
 * a route file's search schema imports ships in the app's entry.
 */
export const FAILURE_WINDOWS = [
  { value: '48', label: '48h', hours: 48 },
  { value: '24', label: 'Hoje', hours: 24 },
  { value: '168', label: '7 dias', hours: 168 },
  { value: 'all', label: 'Todos', hours: undefined },
] as const;
export type FailureWindow = (typeof FAILURE_WINDOWS)[number]['value'];
export const DEFAULT_FAILURE_WINDOW: FailureWindow = '48';
