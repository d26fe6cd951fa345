import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/_master/users')({
  head: () => pageHead('Gestão de Usuários'),
  component: () => (
    <InterimPage
      title="Gestão de Usuários"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
