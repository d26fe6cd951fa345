import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';

export const Route = createFileRoute('/_authenticated/canalpro')({
  component: () => (
    <InterimPage
      title="Canal Pro"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
