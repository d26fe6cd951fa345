import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/_master/users')({
  component: () => (
    <InterimPage
      title="Gestão de Usuários"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
