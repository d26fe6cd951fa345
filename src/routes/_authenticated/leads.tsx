import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/leads')({
  head: () => pageHead('Leads'),
  component: () => <InterimPage title="Leads" message="Página em construção." />,
});
