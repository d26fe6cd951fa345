import { useState } from 'react';
import { errorMessage, isApiError } from '@/api/errors';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useRunSchedule } from '../api/monitor';
import type { ScheduleView } from '../api/normalize';
import { REFRESH_MESSAGES as M } from '../messages';

export type RunOutcome =
  | { scheduleId: number; name: string; started: true; jobs: number }
  | { scheduleId: number; name: string; started: false; reason: string; code: string | null };

/**
 * 'Executar Agora' after its confirmation: runs every given schedule at once
 * (`.../schedules/{id}/run` each) and keeps what happened to each — started with its jobs, or
 * refused with the server's reason (409 `SCHEDULE_RUNNING`, `SCHEDULE_EMPTY`, any failure) — for
 * the one summary the dialog shows (no toasts beside it).
 */
export function useRunActiveSchedules() {
  const runMutation = useRunSchedule();
  const [outcomes, setOutcomes] = useState<RunOutcome[] | null>(null);

  const flight = useSingleFlight(async (schedules: readonly ScheduleView[]) => {
    const results = await Promise.all(
      schedules.map(async (s): Promise<RunOutcome> => {
        try {
          const answer = await runMutation.mutateAsync(s.id);
          return { scheduleId: s.id, name: s.name, started: true, jobs: answer.jobs_created };
        } catch (error) {
          return {
            scheduleId: s.id,
            name: s.name,
            started: false,
            reason: errorMessage(error, M.runError),
            code: isApiError(error) ? error.code : null,
          };
        }
      }),
    );
    setOutcomes(results);
  });

  return { run: flight.run, busy: flight.busy, outcomes };
}
