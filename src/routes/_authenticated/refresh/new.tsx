import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/refresh/new')({
  component: () => (
    <InterimPage
      title="Novo Agendamento"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
