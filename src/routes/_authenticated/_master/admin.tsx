import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/_master/admin')({
  component: () => (
    <InterimPage
      title="Dashboard Executivo"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
