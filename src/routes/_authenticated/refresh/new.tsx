import { createFileRoute } from '@tanstack/react-router';
import { availablePropertiesOptions } from '@/features/refresh/api/schedules';
import { ScheduleCreateScreen } from '@/features/refresh/components/ScheduleCreateScreen';
import { createScheduleSearchSchema } from '@/features/refresh/search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/new')({
  head: () => pageHead('Novo Agendamento'),
  validateSearch: createScheduleSearchSchema,
  // Step 2's list starts loading while step 1 is being filled in.
  loader: ({ context }) => void context.queryClient.prefetchQuery(availablePropertiesOptions()),
  component: ScheduleCreateScreen,
});
