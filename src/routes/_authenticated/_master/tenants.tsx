import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/_master/tenants')({
  component: () => (
    <InterimPage
      title="Gestão de Tenants"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
