import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useRunSchedule, useStopSchedule } from '../api/monitor';
import type { ScheduleView } from '../api/normalize';
import { useDeleteSchedule, useToggleSchedule } from '../api/schedules';
import { REFRESH_MESSAGES as M } from '../messages';

/**
 * The actions of one schedule: pause/activate, run now, stop, delete. Each goes
 * through the in-flight guard (one request per click burst, `busy` for the button) and toasts the
 * spec's words, the server's reason underneath when it sent one.
 */
export function useScheduleActions(schedule: Pick<ScheduleView, 'id' | 'active'>) {
  const toggleMutation = useToggleSchedule();
  const runMutation = useRunSchedule();
  const stopMutation = useStopSchedule();
  const deleteMutation = useDeleteSchedule();

  const toggle = useSingleFlight(async () => {
    const next = !schedule.active;
    try {
      await toggleMutation.mutateAsync({ id: schedule.id, active: next });
      toast.success(next ? M.activated : M.deactivated);
    } catch (error) {
      toast.failure(error, M.toggleError);
    }
  });

  const run = useSingleFlight(async () => {
    try {
      const answer = await runMutation.mutateAsync(schedule.id);
      toast.success(plural(answer.jobs_created, 'job criado', 'jobs criados'), { title: M.runStarted });
    } catch (error) {
      toast.failure(error, M.runError);
    }
  });

  const stop = useSingleFlight(async () => {
    try {
      const answer = await stopMutation.mutateAsync(schedule.id);
      toast.success(answer.message, { title: M.stopped });
    } catch (error) {
      toast.failure(error, M.stopError);
    }
  });

  /** `onDone` runs once the schedule is gone (the caller closes its confirmation). */
  const remove = useSingleFlight(async (onDone?: () => void) => {
    try {
      await deleteMutation.mutateAsync(schedule.id);
      toast.success(M.deleted);
      onDone?.();
    } catch (error) {
      toast.failure(error, M.deleteError);
    }
  });

  return { toggle, run, stop, remove };
}
