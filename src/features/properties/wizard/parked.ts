import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { StoreApi } from 'zustand';
import { readToken } from '@/lib/session-storage';
import { useWizardStore, type WizardState } from './store';
import type { WizardValues } from './values';

/** A wizard left when its session ended (a 401) while the saved property's photos were on their way. */
interface ParkedWizard {
  store: StoreApi<WizardState>;
  values: WizardValues;
}

/**
 * Held in memory, by the wizard's draft key (user and property), until the same user comes back
 * to the same wizard after signing in (the login returns there): the queue's files cannot go to
 * browser storage, and a page reload loses them as it loses any upload in flight.
 */
const parked = new Map<string, ParkedWizard>();

/** The wizard parked under `key`, taken out (a second mount starts afresh). */
export function takeParkedWizard(key: string): ParkedWizard | undefined {
  const found = parked.get(key);
  parked.delete(key);
  return found;
}

const awaitingUpload = (state: WizardState) =>
  state.saved !== null && state.photos.some((p) => p.status !== 'sent' && p.status !== 'cancelled');

/**
 * Issue 27.3: a 401 in the middle of the uploads ends the session and opens the login, which
 * unmounts the wizard. Its store (the queue, the saved property, the order) and the form's values
 * are parked as it unmounts without a session, and resumed by `PropertyWizard` on the way back.
 */
export function useParkOnSessionEnd(key: string): void {
  const store = useWizardStore();
  const { getValues } = useFormContext<WizardValues>();
  useEffect(
    () => () => {
      if (readToken() === null && awaitingUpload(store.getState())) {
        parked.set(key, { store, values: getValues() });
      }
    },
    [key, store, getValues],
  );
}
