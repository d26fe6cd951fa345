import { expect, it } from 'vitest';
import { fromBrasilia } from '@/lib/brasilia';
import type { JobView } from './api/normalize';
import { dailyJobCounts } from './cockpit';

/** Runs with the process in Manaus and in UTC (vite.config.ts): the chart's days are Brasília's. */
it('counts a job on the Brasília day it ran, whatever the browser’s zone', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('America/Sao_Paulo');
  // Sunday 22/11/2026 15:00 in Brasília.
  const now = fromBrasilia(2026, 11, 22, 15, 0).getTime();
  const jobs = [
    // Saturday 23:30 in Brasília: Sunday 02:30 UTC, still Saturday in Manaus.
    { status: 'completed', createdAt: fromBrasilia(2026, 11, 21, 23, 30).toISOString() },
    // Sunday 00:30 in Brasília: Saturday 23:30 in Manaus.
    { status: 'failed', createdAt: fromBrasilia(2026, 11, 22, 0, 30).toISOString() },
  ] as JobView[];
  const days = dailyJobCounts(jobs, now);
  expect(days.at(-1)).toMatchObject({ date: '2026-11-22', label: 'dom. 22/11', failed: 1, completed: 0 });
  expect(days.at(-2)).toMatchObject({ date: '2026-11-21', label: 'sáb. 21/11', completed: 1, failed: 0 });
});
