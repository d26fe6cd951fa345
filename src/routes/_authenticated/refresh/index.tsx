import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/')({
  head: () => pageHead('Cockpit do Corretor'),
  component: () => (
    <InterimPage
      title="Cockpit do Corretor"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
