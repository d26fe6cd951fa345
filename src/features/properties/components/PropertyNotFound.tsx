import { Button } from '@mantine/core';
import { IconArrowLeft, IconHomeQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/EmptyState';
import { EXACT_ACTIVE } from '@/lib/links';

/** 'Imóvel não encontrado' with the way back: the detail and the edit wizard. */
export function PropertyNotFound() {
  return (
    <EmptyState
      page
      icon={IconHomeQuestion}
      title="Imóvel não encontrado"
      description="O imóvel pode ter sido excluído, ou o endereço não corresponde a um imóvel da sua conta."
      action={
        <Button
          component={Link}
          to="/properties"
          activeOptions={EXACT_ACTIVE}
          leftSection={<IconArrowLeft size={16} />}
        >
          Voltar para Imóveis
        </Button>
      }
    />
  );
}
