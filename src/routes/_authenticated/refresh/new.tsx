import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/new')({
  head: () => pageHead('Novo Agendamento'),
  component: () => (
    <InterimPage
      title="Novo Agendamento"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
