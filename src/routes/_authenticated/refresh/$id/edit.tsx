import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/refresh/$id/edit')({
  component: () => (
    <InterimPage
      title="Editar Agendamento"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
