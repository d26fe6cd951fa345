import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/clients')({
  component: () => <InterimPage title="Clientes" message="Página em construção." />,
});
