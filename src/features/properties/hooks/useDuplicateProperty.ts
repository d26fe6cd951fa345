import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/api/session';
import { indexProperty } from '@/features/search/api/search';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { toast } from '@/lib/notify';
import { useDuplicateProperty } from '../api/property-mutations';

const DUPLICATE_ERROR = 'Erro ao duplicar imóvel';

/** 'Duplicar' (card and detail): POST /properties/{id}/duplicate, then the copy in the edit wizard. */
export function useDuplicateAndEdit() {
  const duplicate = useDuplicateProperty();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { run, busy } = useSingleFlight(async (id: number) => {
    try {
      const answer = await duplicate.mutateAsync(id);
      if (user) void indexProperty(answer.property, user.tenant_id);
      toast.success(answer.message || 'Imóvel duplicado com sucesso');
      await navigate({ to: '/properties/$id/edit', params: { id: String(answer.property.id) } });
    } catch (error) {
      toast.failure(error, DUPLICATE_ERROR);
    }
  });
  return { duplicate: (id: number) => void run(id), duplicating: busy };
}
