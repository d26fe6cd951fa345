import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/clients')({
  head: () => pageHead('Clientes'),
  component: () => <InterimPage title="Clientes" message="Página em construção." />,
});
