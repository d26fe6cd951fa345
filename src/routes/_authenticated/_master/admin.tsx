import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/_master/admin')({
  head: () => pageHead('Dashboard Executivo'),
  component: () => (
    <InterimPage
      title="Dashboard Executivo"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
