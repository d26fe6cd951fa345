import type { QueryClient } from '@tanstack/react-query';
import { restoreAnswers, saveAnswersOnChange, type AnswersHome } from '@/api/query-persistence';
import { sessionArea } from '@/lib/session-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore } from './store';

/** The signed-in user's kept answers live beside the session, under the user's own name. */
function answersHome(): AnswersHome | null {
  const { user } = useSessionStore.getState();
  const storage = sessionArea();
  if (!user || !storage) return null;
  return { storage, key: STORAGE_KEYS.queryCache, owner: `${user.tenant_id}:${user.id}` };
}

/**
 * Shows a returning user's first screen with its last answers while it asks for them again, and
 * keeps them as they change (see `src/api/query-persistence.ts`). Called once, before the first
 * route loads.
 */
export function keepAnswersWithSession(queryClient: QueryClient): void {
  restoreAnswers(queryClient, answersHome());
  saveAnswersOnChange(queryClient, answersHome);
}
