import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/properties/$id/edit')({
  head: () => pageHead('Editar Imóvel'),
  component: () => (
    <InterimPage
      title="Editar Imóvel"
      message="Esta tela está em desenvolvimento e chega em uma próxima entrega."
    />
  ),
});
