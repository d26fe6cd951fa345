import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSessionStore } from './store';

const SESSION_KEYS: string[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.user];

/**
 * A remembered session lives in localStorage, which every tab shares; a tab without a session of
 * its own (sessionStorage) follows it. When another tab signs out, this one goes to /login at once
 * instead of sending calls without a token (each failed as 'erro desconhecido' on the screen); when
 * another tab signs in, possibly as someone else, this one takes that user, and drops what it
 * fetched for the last one. A tab's own session is read first, so none of this moves it.
 */
export function useSessionSync() {
  const followStorage = useSessionStore((s) => s.followStorage);
  const queryClient = useQueryClient();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      // The user is written after the token, and this tab's copy of the storage may not have it
      // yet when the token's change arrives: both keys count. (key null: the storage was cleared.)
      if (event.key !== null && !SESSION_KEYS.includes(event.key)) return;
      if (followStorage()) queryClient.clear();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [followStorage, queryClient]);
}
