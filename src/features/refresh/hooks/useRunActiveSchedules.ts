import { useState } from 'react';
import { errorMessage, isApiError } from '@/api/errors';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useRunSchedule } from '../api/monitor';
import type { ScheduleView } from '../api/normalize';
import { REFRESH_MESSAGES as M } from '../messages';

export type RunOutcome =
  | { scheduleId: number; name: string; started: true; jobs: number }
  | { scheduleId: number; name: string; started: false; reason: string; code: string | null };

/**
 * 'Executar Agora': runs every active schedule at once (`.../schedules/{id}/run` each). A schedule
 * the server refuses (409 `SCHEDULE_RUNNING`, `SCHEDULE_EMPTY`, or any failure) is reported by name
 * beside the ones that started (issue 17); the outcomes stay on screen until dismissed.
 */
export function useRunActiveSchedules(schedules: readonly ScheduleView[] | undefined) {
  const runMutation = useRunSchedule();
  const [outcomes, setOutcomes] = useState<RunOutcome[] | null>(null);
  const active = (schedules ?? []).filter((s) => s.active);

  const flight = useSingleFlight(async () => {
    const results = await Promise.all(
      active.map(async (s): Promise<RunOutcome> => {
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
    const started = results.filter((r) => r.started);
    if (started.length > 0) {
      const jobs = started.reduce((sum, r) => sum + r.jobs, 0);
      toast.success(
        `${plural(started.length, 'cronograma', 'cronogramas')}, ${plural(jobs, 'job criado', 'jobs criados')}`,
        { title: M.runStarted },
      );
    }
    for (const r of results) {
      if (!r.started) toast.error(`${r.name}: ${r.reason}`, { title: M.runError });
    }
  });

  return {
    run: flight.run,
    busy: flight.busy,
    /** Nothing to run: 'Sem cronogramas ativos'. */
    disabled: active.length === 0,
    outcomes,
    dismiss: () => setOutcomes(null),
  };
}
