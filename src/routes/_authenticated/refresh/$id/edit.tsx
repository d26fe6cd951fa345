import { createFileRoute } from '@tanstack/react-router';
import { parseScheduleId, scheduleDetailOptions } from '@/features/refresh/api/schedules';
import { ScheduleEditScreen } from '@/features/refresh/components/ScheduleEditScreen';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/$id/edit')({
  head: () => pageHead('Editar Agendamento'),
  loader: ({ context, params }) => {
    const id = parseScheduleId(params.id);
    if (id !== null) void context.queryClient.prefetchQuery(scheduleDetailOptions(id));
  },
  component: ScheduleEditScreen,
});
