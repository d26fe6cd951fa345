import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { restoreTypedTexts, typedTexts } from '@/components/form/useTypedField';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { EMPTY_WIZARD, type WizardValues } from './values';

interface StoredDraft {
  values: WizardValues;
  /**
   * The text of each number field typed unreadable ('2.5' rooms): the form holds NaN there, which
   * JSON writes as null, so the text is kept beside the values and NaN put back on resume.
   */
  texts: Record<string, string>;
  savedAt: string;
}

type Values = Record<string, unknown>;

/** The unreadable texts of `values` (fields that hold NaN), from the form's typed fields. */
function unreadableTexts(control: object, values: WizardValues): Record<string, string> {
  const held = values as unknown as Values;
  return Object.fromEntries(Object.entries(typedTexts(control)).filter(([name]) => Number.isNaN(held[name])));
}

/** The draft's values with NaN, the unreadable marker, where a text was kept. */
function withMarkers(draft: StoredDraft): WizardValues {
  const values: Values = { ...draft.values };
  for (const name of Object.keys(draft.texts)) values[name] = Number.NaN;
  return values as unknown as WizardValues;
}

const hasTexts = (draft: StoredDraft) => Object.keys(draft.texts).length > 0;

function textsIn(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
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
    return {
      values: { ...EMPTY_WIZARD, ...parsed.values },
      texts: textsIn(parsed.texts),
      savedAt: String(parsed.savedAt ?? ''),
    };
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
    return draft && (hasTexts(draft) || JSON.stringify(draft.values) !== JSON.stringify(initial))
      ? draft
      : null;
  });

  const write = useDebouncedCallback(
    (values: WizardValues) => {
      try {
        const texts = unreadableTexts(form.control, values);
        const draft: StoredDraft = { values, texts, savedAt: new Date().toISOString() };
        // Back to what was loaded: nothing to keep.
        if (!hasTexts(draft) && JSON.stringify(values) === JSON.stringify(initial))
          localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or refused (private mode): the form still works, only the draft is not kept.
      }
    },
    { delay: 300, flushOnUnmount: true },
  );

  // A reload or a closed tab within the debounce would lose the last keystrokes: written as the
  // page goes.
  useWindowEvent('pagehide', () => write.flush());

  useEffect(() => {
    if (offer) return undefined;
    const subscription = form.watch((values) => write(values as WizardValues));
    return () => subscription.unsubscribe();
  }, [form, offer, write]);

  return {
    offer,
    /** 'Continuar rascunho': the draft's values, still compared with what was loaded. */
    resume: () => {
      if (offer) {
        restoreTypedTexts(form.control, offer.texts);
        form.reset(withMarkers(offer), { keepDefaultValues: true });
      }
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
