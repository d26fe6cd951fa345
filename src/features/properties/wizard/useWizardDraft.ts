import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { restoreTypedTexts, typedTexts } from '@/components/form/useTypedField';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { draftPhotos, keptPhotos } from './photos/draft-photos';
import { useWizardStore, type WizardState } from './store';
import { EMPTY_WIZARD, type WizardValues } from './values';

interface StoredDraft {
  values: WizardValues;
  /**
   * The text of each number field typed unreadable ('2.5' rooms): the form holds NaN there, which
   * JSON writes as null, so the text is kept beside the values and NaN put back on resume.
   */
  texts: Record<string, string>;
  savedAt: string;
  /** How many photos from the device the draft keeps (their bytes in IndexedDB: draft-photos.ts). */
  photos: number;
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

/** Photos chosen before the property is saved belong to the draft; after it, to the upload queue. */
const photosOf = (state: WizardState) => (state.saved === null ? keptPhotos(state.photos) : []);

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
      photos: Number(parsed.photos) || 0,
    };
  } catch {
    return null;
  }
}

/**
 * Nothing typed is lost (issue: wizard): the form is written to browser storage as the user types,
 * per user and per property, so it survives a reload, a 401 and a failed save; the photos chosen
 * from the device are kept with it, their bytes in IndexedDB. When the wizard opens on a draft
 * that differs from what it loaded, the draft is offered back ('Continuar rascunho' /
 * 'Descartar'); until the user chooses, the stored draft is left as it is.
 */
export function useWizardDraft(form: UseFormReturn<WizardValues>, key: string, initial: WizardValues) {
  const wizard = useWizardStore();
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const draft = readDraft(key);
    return draft &&
      (hasTexts(draft) || draft.photos > 0 || JSON.stringify(draft.values) !== JSON.stringify(initial))
      ? draft
      : null;
  });
  const [photoStore] = useState(() => draftPhotos(key, (offer?.photos ?? 0) > 0));
  /** False once the browser refused to store the photos (leaving then loses them). */
  const [photosKept, setPhotosKept] = useState(true);

  const write = useDebouncedCallback(
    (values: WizardValues) => {
      const state = wizard.getState();
      const photos = photosOf(state);
      try {
        const texts = unreadableTexts(form.control, values);
        const draft: StoredDraft = {
          values,
          texts,
          savedAt: new Date().toISOString(),
          photos: photos.length,
        };
        // Back to what was loaded: nothing to keep.
        if (!hasTexts(draft) && photos.length === 0 && JSON.stringify(values) === JSON.stringify(initial))
          localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or refused (private mode): the form still works, only the draft is not kept.
      }
      photoStore.keep(photos, state.order).then(
        () => setPhotosKept(true),
        () => setPhotosKept(false),
      );
    },
    { delay: 300, flushOnUnmount: true },
  );

  // A reload or a closed tab within the debounce would lose the last keystrokes: written as the
  // page goes.
  useWindowEvent('pagehide', () => write.flush());

  useEffect(() => {
    if (offer) return undefined;
    const subscription = form.watch((values) => write(values as WizardValues));
    // A photo chosen, ready, moved or taken out before the save changes the draft too.
    const unsubscribe = wizard.subscribe((state, previous) => {
      if (state.saved === null && (state.photos !== previous.photos || state.order !== previous.order))
        write(form.getValues());
    });
    return () => {
      subscription.unsubscribe();
      unsubscribe();
    };
  }, [form, offer, write, wizard]);

  const forget = () => void photoStore.forget().catch(() => {});

  return {
    offer,
    /** 'Continuar rascunho': the draft's values, still compared with what was loaded. */
    resume: () => {
      if (offer) {
        restoreTypedTexts(form.control, offer.texts);
        form.reset(withMarkers(offer), { keepDefaultValues: true });
        if (offer.photos > 0) void resumePhotos();
      }
      setOffer(null);
    },
    /** 'Descartar': the draft is gone; the form keeps what it loaded. */
    discard: () => {
      localStorage.removeItem(key);
      forget();
      setOffer(null);
    },
    /** After a successful save. */
    clear: () => {
      write.cancel();
      localStorage.removeItem(key);
      forget();
    },
    /** False when the browser would not keep the photos chosen (leaving then loses them). */
    photosKept,
  };

  /** The draft's photos back in the list, in the draft's order; those the browser lost, said. */
  async function resumePhotos() {
    let missing = offer?.photos ?? 0;
    try {
      const restored = await photoStore.restore();
      wizard.getState().restorePhotos(restored.photos, restored.order);
      missing = Math.max(0, missing - restored.photos.length);
    } catch {
      // IndexedDB unreadable: every photo of the draft is missing.
    }
    if (missing > 0)
      toast.error(
        `${plural(missing, 'foto do rascunho não pôde ser recuperada', 'fotos do rascunho não puderam ser recuperadas')} neste navegador. Escolha-as de novo.`,
      );
  }
}
