import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/properties/')({
  component: () => (
    <InterimPage
      title="Meus Imóveis"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
