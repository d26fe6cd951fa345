import { createFileRoute } from '@tanstack/react-router';
import { InterimPage } from '@/components/InterimPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/partnerships')({
  head: () => pageHead('Parcerias'),
  component: () => (
    <InterimPage
      title="Parcerias"
      message="As parcerias entre imobiliárias e corretores estão chegando. Em breve você poderá compartilhar imóveis e dividir comissões por aqui."
    />
  ),
});
