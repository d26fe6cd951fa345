import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/_master/tenants')({
  head: () => pageHead('Gestão de Tenants'),
  component: () => (
    <InterimPage
      title="Gestão de Tenants"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
