import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import type { ScheduleView } from '../api/normalize';
import { useToggleSchedule } from '../api/schedules';
import { REFRESH_MESSAGES as M } from '../messages';

/**
 * Activates several paused schedules ('Comece agora!' with paused ones): one toggle each, then one
 * toast that says how many were activated and names any the server refused.
 */
export function useActivateSchedules() {
  const toggle = useToggleSchedule();
  return useSingleFlight(async (schedules: readonly ScheduleView[], onDone?: () => void) => {
    const results = await Promise.allSettled(
      schedules.map((s) => toggle.mutateAsync({ id: s.id, active: true })),
    );
    const failed = schedules.filter((_, i) => results[i]!.status === 'rejected');
    const activated = schedules.length - failed.length;
    if (failed.length === 0) {
      toast.success(
        schedules.length === 1
          ? M.activated
          : `${plural(activated, 'cronograma ativado', 'cronogramas ativados')}!`,
      );
    } else {
      toast.error(`Não ativados: ${failed.map((s) => s.name).join(', ')}`, { title: M.toggleError });
    }
    onDone?.();
  });
}
