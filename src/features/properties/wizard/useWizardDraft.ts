import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { EMPTY_WIZARD, type WizardValues } from './values';

interface StoredDraft {
  values: WizardValues;
  savedAt: string;
}

export function draftKey(userId: number, propertyId: number | null): string {
  return `${STORAGE_KEYS.propertyDraft}:${userId}:${propertyId ?? 'new'}`;
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (!parsed.values || typeof parsed.values !== 'object') return null;
    // Fields added since the draft was written take their empty value.
    return { values: { ...EMPTY_WIZARD, ...parsed.values }, savedAt: String(parsed.savedAt ?? '') };
  } catch {
    return null;
  }
}

/**
 * Nothing typed is lost (issue: wizard): the form is written to browser storage as the user types,
 * per user and per property, so it survives a reload, a 401 and a failed save. When the wizard
 * opens on a draft that differs from what it loaded, the draft is offered back ('Continuar
 * rascunho' / 'Descartar'); until the user chooses, the stored draft is left as it is.
 */
export function useWizardDraft(form: UseFormReturn<WizardValues>, key: string, initial: WizardValues) {
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const draft = readDraft(key);
    return draft && JSON.stringify(draft.values) !== JSON.stringify(initial) ? draft : null;
  });

  const write = useDebouncedCallback(
    (values: WizardValues) => {
      try {
        // Back to what was loaded: nothing to keep.
        if (JSON.stringify(values) === JSON.stringify(initial)) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch {
        // Storage full or refused (private mode): the form still works, only the draft is not kept.
      }
    },
    { delay: 300, flushOnUnmount: true },
  );

  useEffect(() => {
    if (offer) return undefined;
    const subscription = form.watch((values) => write(values as WizardValues));
    return () => subscription.unsubscribe();
  }, [form, offer, write]);

  return {
    offer,
    /** 'Continuar rascunho': the draft's values, still compared with what was loaded. */
    resume: () => {
      if (offer) form.reset(offer.values, { keepDefaultValues: true });
      setOffer(null);
    },
    /** 'Descartar': the draft is gone; the form keeps what it loaded. */
    discard: () => {
      localStorage.removeItem(key);
      setOffer(null);
    },
    /** After a successful save. */
    clear: () => {
      write.cancel();
      localStorage.removeItem(key);
    },
  };
}
