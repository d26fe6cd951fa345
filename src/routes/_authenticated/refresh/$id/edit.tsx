import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/$id/edit')({
  head: () => pageHead('Editar Agendamento'),
  component: () => (
    <InterimPage
      title="Editar Agendamento"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
