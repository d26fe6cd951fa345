import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/leads')({
  component: () => <InterimPage title="Leads" message="Página em construção." />,
});
