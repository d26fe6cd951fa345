import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: () => (
    <InterimPage
      title="Dashboard de Imóveis"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
