import { describe, expect, it } from 'vitest';
import { fromBrasilia } from '@/lib/brasilia';
import type { JobView, ScheduleView } from './api/normalize';
import {
  byNextRun,
  dailyJobCounts,
  hasIssues,
  pendingTone,
  runningScheduleIds,
  scheduleHealth,
  successRate,
  successTone,
  weekPlan,
} from './cockpit';
import { formatWeekdays } from './weekdays';

function schedule(overrides: Partial<ScheduleView> & { id: number }): ScheduleView {
  return {
    name: `Cronograma ${overrides.id}`,
    time: '10:00',
    times: [overrides.time ?? '10:00'],
    days: [1, 2, 3, 4, 5],
    active: true,
    propertiesCount: 3,
    failedJobs: 0,
    nextRun: '2026-11-23T13:00:00.000Z',
    running: false,
    updatedAt: null,
    ...overrides,
  };
}

const stats = (total: number, completed: number) => ({
  jobs_last_24h: { total, completed, pending: 0, failed: total - completed, cancelled: 0 },
});

describe('success rate', () => {
  it('is round(completed / total × 100), 0 without jobs', () => {
    expect(successRate(stats(0, 0))).toBe(0);
    expect(successRate(stats(3, 2))).toBe(67);
    expect(successRate(stats(8, 7))).toBe(88);
    expect(successRate(stats(200, 179))).toBe(90); // 89.5 rounds up
    expect(successRate(stats(10, 10))).toBe(100);
  });

  it('≥ 90 good, 70–89 warning, < 70 danger; "has issues" below 80', () => {
    expect(successTone(100)).toBe('good');
    expect(successTone(90)).toBe('good');
    expect(successTone(89)).toBe('warning');
    expect(successTone(70)).toBe('warning');
    expect(successTone(69)).toBe('danger');
    expect(successTone(0)).toBe('danger');
    expect(hasIssues(79)).toBe(true);
    expect(hasIssues(80)).toBe(false);
  });

  it('pending jobs: 0 ok, fewer than 5 info, otherwise warning', () => {
    expect(pendingTone(0)).toBe('ok');
    expect(pendingTone(1)).toBe('info');
    expect(pendingTone(4)).toBe('info');
    expect(pendingTone(5)).toBe('warning');
    expect(pendingTone(40)).toBe('warning');
  });
});

describe('schedule health', () => {
  it('inactive when paused, whatever else holds', () => {
    expect(scheduleHealth(schedule({ id: 1, active: false, failedJobs: 3, nextRun: null }))).toBe('inactive');
  });
  it('empty when active without a property, before its failures (it runs with nothing to refresh)', () => {
    expect(scheduleHealth(schedule({ id: 1, propertiesCount: 0, failedJobs: 2 }))).toBe('empty');
    expect(scheduleHealth(schedule({ id: 1, propertiesCount: 0, active: false }))).toBe('inactive');
  });
  it('error with failed jobs, before the missing next run', () => {
    expect(scheduleHealth(schedule({ id: 1, failedJobs: 1, nextRun: null }))).toBe('error');
  });
  it('warning when active without a next run', () => {
    expect(scheduleHealth(schedule({ id: 1, nextRun: null }))).toBe('warning');
  });
  it('healthy otherwise', () => {
    expect(scheduleHealth(schedule({ id: 1 }))).toBe('healthy');
  });
});

describe('byNextRun', () => {
  it('orders by next run; those without one last, by name', () => {
    const list = byNextRun([
      schedule({ id: 1, name: 'Zeta', nextRun: null, active: false }),
      schedule({ id: 2, name: 'Tarde', nextRun: '2026-11-23T18:00:00Z' }),
      schedule({ id: 3, name: 'Alfa', nextRun: null, active: false }),
      schedule({ id: 4, name: 'Manhã', nextRun: '2026-11-23T13:00:00Z' }),
    ]);
    expect(list.map((s) => s.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('runningScheduleIds', () => {
  it('collects the schedules of pending or running jobs', () => {
    const jobs = [
      { status: 'pending', scheduleId: 1 },
      { status: 'running', scheduleId: 2 },
      { status: 'completed', scheduleId: 3 },
      { status: 'pending', scheduleId: null },
    ] as JobView[];
    expect([...runningScheduleIds(jobs)].sort()).toEqual([1, 2]);
  });
});

describe('weekPlan', () => {
  it('places each active schedule’s runs on its days, by time then name; paused ones stay out', () => {
    const plan = weekPlan([
      schedule({ id: 1, name: 'Noite', time: '20:00', times: ['20:00'], days: [0, 6] }),
      schedule({ id: 2, name: 'Manhã', time: '10:00', times: ['10:00'], days: [1, 3, 5] }),
      schedule({ id: 3, name: 'Almoço', time: '10:00', times: ['10:00', '12:00'], days: [1] }),
      schedule({ id: 4, name: 'Pausado', days: [1], active: false }),
      schedule({ id: 5, name: 'Quebrado', time: '', times: ['25:00'], days: [1] }),
    ]);
    expect(plan).toHaveLength(7);
    expect(plan[0]!.map((r) => r.name)).toEqual(['Noite']);
    expect(plan[1]!.map((r) => `${r.time} ${r.name}`)).toEqual([
      '10:00 Almoço',
      '10:00 Manhã',
      '12:00 Almoço',
    ]);
    expect(plan[2]).toEqual([]);
    expect(plan[6]!.map((r) => r.scheduleId)).toEqual([1]);
  });
});

describe('dailyJobCounts', () => {
  const now = fromBrasilia(2026, 11, 22, 15, 0).getTime();
  const at = (daysAgo: number, hour = 10) => fromBrasilia(2026, 11, 22 - daysAgo, hour).toISOString();
  const jobs = [
    { status: 'completed', createdAt: at(0) },
    { status: 'failed', createdAt: at(0, 1) },
    { status: 'pending', createdAt: at(0) },
    { status: 'running', createdAt: at(0) },
    { status: 'cancelled', createdAt: at(1) },
    { status: 'completed', createdAt: at(6, 0) },
    { status: 'completed', createdAt: at(7, 23) },
    { status: 'completed', createdAt: 'not a date' },
  ] as JobView[];

  it('counts the last 7 days of Brasília, oldest first, by status; older jobs are left out', () => {
    const days = dailyJobCounts(jobs, now);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(days[6]).toMatchObject({ completed: 1, failed: 1, pending: 2, cancelled: 0 });
    expect(days[5]).toMatchObject({ completed: 0, cancelled: 1 });
    expect(days[0]).toMatchObject({ completed: 1 });
    expect(days.reduce((n, d) => n + d.completed + d.failed + d.pending + d.cancelled, 0)).toBe(6);
    expect(days[6]!.label).toBe('dom. 22/11');
  });
});

describe('formatWeekdays', () => {
  it('names the usual sets and lists the others from Sunday', () => {
    expect(formatWeekdays([1, 2, 3, 4, 5])).toBe('Seg a Sex');
    expect(formatWeekdays([6, 0])).toBe('Sáb e Dom');
    expect(formatWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Todos os dias');
    expect(formatWeekdays([5, 1, 3])).toBe('Seg, Qua, Sex');
    expect(formatWeekdays([])).toBe('Nenhum dia');
  });
});
