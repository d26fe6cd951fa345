import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '@/api/client';
import { brasiliaClock, fromBrasilia, nextRunInBrasilia } from '@/lib/brasilia';
import { db } from '@mocks/db';
import { renderApp } from '../../../../tests/render';
import { WEEKDAY_LONG } from '../weekdays';

/**
 * The cockpit and the schedule form read from a browser outside Brasília: this file runs with the
 * process in America/Manaus (UTC−4) and in UTC (the `zone` projects of vite.config.ts). Schedules
 * run in Brasília time, so a 10:00 schedule reads 10:00 here too.
 */

const WAIT = { timeout: 15_000 };
const pad = (n: number) => String(n).padStart(2, '0');
/** 'dd/mm/aaaa hh:mm' of an instant as Brasília's clocks read it, built from the clock's fields. */
function brasiliaText(instant: number | string): string {
  const c = brasiliaClock(new Date(instant).getTime());
  return `${pad(c.day)}/${pad(c.month)}/${c.year} ${pad(c.hour)}:${pad(c.minute)}`;
}

afterEach(() => vi.useRealTimers());

describe(`in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, { timeout: 90_000 }, () => {
  it('runs outside Brasília', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('America/Sao_Paulo');
  });

  it('a 10:00 schedule’s next run reads 10:00 (Brasília), in the row and in the API', async () => {
    await renderApp('/refresh');
    await screen.findAllByTestId('schedule-row', {}, WAIT);
    const { data } = await unwrap(api.GET('/properties/api/refresh-schedules'));
    const morning = data.find((s) => s.name === 'Refresh manhã')!;
    expect(morning.time_slot).toBe('10:00');
    const row = screen
      .getAllByTestId('schedule-row')
      .find((r) => r.dataset.scheduleId === String(morning.id))!;
    const nextRun = within(row).getByTestId('next-run');
    expect(nextRun).toHaveTextContent(`Próxima execução: ${brasiliaText(morning.next_run!)}`);
    expect(nextRun).toHaveTextContent(/ 10:00 /);
    expect(within(row).getByText(/^10:00$/)).toBeInTheDocument();
  });

  it('the week marks Brasília’s today, where the browser’s clock reads another day', async () => {
    // West of Brasília, 00:30 in Brasília is still yesterday; east (UTC), 23:30 is already tomorrow.
    const west = new Date().getTimezoneOffset() > 180;
    const today = brasiliaClock();
    const instant = west
      ? fromBrasilia(today.year, today.month, today.day + 1, 0, 30)
      : fromBrasilia(today.year, today.month, today.day, 23, 30);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    expect(instant.getDay()).not.toBe(brasiliaClock(instant).weekday);
    await renderApp('/refresh');
    const week = await screen.findByRole('region', { name: 'Semana de Refresh' }, WAIT);
    const marked = await within(week).findByRole('listitem', { name: /\(hoje\)$/ }, WAIT);
    expect(marked).toHaveAccessibleName(`${WEEKDAY_LONG[brasiliaClock(instant).weekday]} (hoje)`);
  });

  it('a job’s times in its detail are Brasília’s', async () => {
    const job = db.jobs
      .all()
      .filter((j) => j.tenant_id === 2 && j.status === 'completed')
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
    const user = userEvent.setup();
    await renderApp('/refresh');
    const recent = await screen.findByRole('region', { name: 'Últimas Execuções' }, WAIT);
    const line = await within(recent).findByRole('button', { name: new RegExp(`^Job #${job.id},`) }, WAIT);
    await user.click(line);
    const detail = await screen.findByTestId('job-detail', {}, WAIT);
    await waitFor(() => expect(detail).toHaveTextContent(`Criado em${brasiliaText(job.created_at)}`));
    expect(detail).toHaveTextContent(`Finalizado em${brasiliaText(job.finished_at!)}`);
  });

  it('the schedule form’s next run is the typed time in Brasília', async () => {
    await renderApp('/refresh/new');
    const time = await screen.findByLabelText(/Horário de execução/, {}, WAIT);
    const user = userEvent.setup();
    await user.clear(time);
    await user.type(time, '7:30');
    await user.tab();
    const next = nextRunInBrasilia('07:30', [1, 2, 3, 4, 5])!;
    expect(brasiliaText(next.getTime())).toMatch(/ 07:30$/);
    expect(screen.getByTestId('next-run-preview')).toHaveTextContent(
      `, ${brasiliaText(next.getTime())} (horário de Brasília)`,
    );
  });
});
