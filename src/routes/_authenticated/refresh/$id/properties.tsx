import { createFileRoute } from '@tanstack/react-router';
import {
  parseScheduleId,
  scheduleDetailOptions,
  schedulePropertiesOptions,
} from '@/features/refresh/api/schedules';
import { SchedulePropertiesScreen } from '@/features/refresh/components/SchedulePropertiesScreen';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/$id/properties')({
  head: () => pageHead('Imóveis do Agendamento'),
  loader: ({ context, params }) => {
    const id = parseScheduleId(params.id);
    if (id === null) return;
    void context.queryClient.prefetchQuery(scheduleDetailOptions(id));
    void context.queryClient.prefetchQuery(schedulePropertiesOptions(id));
  },
  component: SchedulePropertiesScreen,
});
