import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { components } from '@/api/schema';
import { resizePhoto } from './photos/resize-client';
import type { RestoredPhoto } from './photos/draft-photos';
import type { ResizedPhoto } from './photos/resize-contract';
import { clampStep, stepOfField } from './steps';
import { EMPTY_WIZARD, type WizardField, type WizardValues } from './values';

type Property = components['schemas']['Property'];

/**
 * A photo chosen from the device, resized in the worker at once and sent after the property is
 * saved (it needs the property's id).
 */
export interface PendingPhoto {
  id: string;
  file: File;
  /**
   * The size of the file as chosen. A photo brought back with its draft has only its resized copy
   * (the `file` rebuilt from it); the draft keeps this beside it.
   */
  chosenSize: number;
  /** A blob: URL for the thumbnail. */
  preview: string;
  /** What is sent: the resized copy, or the file as chosen where the browser cannot resize. */
  upload: Blob | null;
  /** The resized copy's bytes and dimensions (null until it is ready, or without a resizer). */
  size: number | null;
  width: number | null;
  height: number | null;
  /** 0–100 while sending. */
  progress: number;
  status: 'resizing' | 'waiting' | 'sending' | 'sent' | 'failed' | 'cancelled';
  error: string | null;
  /** The stored image's address once sent. */
  url: string | null;
}

interface SavedState {
  property: Property;
  message: string;
  publish: boolean;
  stored: string[];
}

type PhotoPatch = Partial<Omit<PendingPhoto, 'id' | 'file' | 'preview'>>;

export interface WizardState {
  /** The property being edited, as loaded (null: a new one), and the form's values for it. */
  original: Property | null;
  initial: WizardValues;
  step: number;
  /** 'Exportar para o Canal Pro': publishing then runs the export for the saved property. */
  exportToPortal: boolean;
  photos: PendingPhoto[];
  /**
   * Files of the latest choice left out, by name: refused by type or size as they were chosen, or
   * found to be no image the browser can read as they were resized.
   */
  refused: string[];
  /**
   * The photo list's order as the user set it (the first is the cover): keys of saved images
   * (`saved:<url>#<n>`) and of photos from the device (their id). See photos/gallery.ts.
   */
  order: string[];
  /**
   * The property as saved while its photos are still being sent (or some failed): a second
   * Salvar then sends the photos left, never the property again. `stored` is the server's list of
   * images as the latest upload answered it.
   */
  saved: SavedState | null;
  /** The uploads in flight, to cancel one. */
  controllers: Map<string, AbortController>;
  /**
   * The field last asked to be shown (a refused save, a link of the side panel): its step opens and
   * the step's view focuses it once rendered. A new object each time, so asking twice shows it twice.
   */
  revealed: { field: WizardField } | null;
  setSaved: (saved: SavedState | null) => void;
  /** Resolves once the photo's resized copy is ready (or the resize failed). */
  prepared: (id: string) => Promise<void>;
  goTo: (step: number) => void;
  /** Opens the step of `field` and has it focused (see `revealed`). */
  reveal: (field: WizardField) => void;
  next: () => void;
  previous: () => void;
  setExportToPortal: (value: boolean) => void;
  addPhotos: (files: File[]) => void;
  /** A new choice of files: those of it refused as chosen (by type or size). */
  setRefused: (names: string[]) => void;
  removePhoto: (id: string) => void;
  updatePhoto: (id: string, patch: PhotoPatch) => void;
  setOrder: (order: string[]) => void;
  /** A draft's photos read back (photos/draft-photos.ts), ready to send, in the draft's order. */
  restorePhotos: (photos: RestoredPhoto[], order: string[]) => void;
}

type PhotoResizer = (file: File) => Promise<ResizedPhoto | null>;

let photoSeq = 0;

function createWizardStore(
  initialStep: number,
  original: Property | null,
  initial: WizardValues,
  resize: PhotoResizer,
) {
  const preparing = new Map<string, Promise<void>>();
  return createStore<WizardState>()((set, get) => ({
    original,
    initial,
    step: clampStep(initialStep),
    exportToPortal: false,
    photos: [],
    refused: [],
    order: [],
    saved: null,
    controllers: new Map(),
    revealed: null,
    setSaved: (saved) => set({ saved }),
    prepared: (id) => preparing.get(id) ?? Promise.resolve(),
    goTo: (step) => set({ step: clampStep(step) }),
    reveal: (field) => set({ step: clampStep(stepOfField(field)), revealed: { field } }),
    next: () => set((s) => ({ step: clampStep(s.step + 1) })),
    previous: () => set((s) => ({ step: clampStep(s.step - 1) })),
    setExportToPortal: (exportToPortal) => set({ exportToPortal }),
    addPhotos: (files) => {
      const added: PendingPhoto[] = files.map((file) => ({
        id: `photo-${++photoSeq}`,
        file,
        chosenSize: file.size,
        preview: URL.createObjectURL(file),
        upload: null,
        size: null,
        width: null,
        height: null,
        progress: 0,
        status: 'resizing',
        error: null,
        url: null,
      }));
      set((s) => ({ photos: [...s.photos, ...added] }));
      for (const photo of added) {
        const update = (patch: PhotoPatch) => get().updatePhoto(photo.id, patch);
        const done = resize(photo.file).then(
          (resized) =>
            update(
              resized
                ? {
                    upload: resized.blob,
                    size: resized.blob.size,
                    width: resized.width,
                    height: resized.height,
                    status: 'waiting',
                  }
                : { upload: photo.file, status: 'waiting' },
            ),
          // Not an image the browser can read (a renamed file): it leaves the list, named.
          () => {
            get().removePhoto(photo.id);
            set((s) => ({ refused: [...s.refused, photo.file.name] }));
          },
        );
        preparing.set(photo.id, done);
      }
    },
    setRefused: (refused) => set({ refused }),
    removePhoto: (id) =>
      set((s) => {
        const photo = s.photos.find((p) => p.id === id);
        if (photo) URL.revokeObjectURL(photo.preview);
        preparing.delete(id);
        return { photos: s.photos.filter((p) => p.id !== id), order: s.order.filter((key) => key !== id) };
      }),
    updatePhoto: (id, patch) =>
      set((s) => ({ photos: s.photos.map((p) => (p.id === id ? { ...p, ...patch } : p)) })),
    setOrder: (order) => set({ order }),
    restorePhotos: (kept, order) => {
      const restored: PendingPhoto[] = kept.map(({ id, name, chosenSize, blob, width, height, size }) => {
        // Ids go on from the draft's: a photo chosen next must not take a restored one's.
        photoSeq = Math.max(photoSeq, Number(id.replace('photo-', '')) || 0);
        return {
          id,
          file: new File([blob], name, { type: blob.type }),
          chosenSize,
          preview: URL.createObjectURL(blob),
          upload: blob,
          size,
          width,
          height,
          progress: 0,
          status: 'waiting',
          error: null,
          url: null,
        };
      });
      set((s) => ({ photos: [...s.photos, ...restored], order }));
    },
  }));
}

const WizardContext = createContext<StoreApi<WizardState> | null>(null);

/** One wizard's state: each mount of the wizard gets its own store. */
export function WizardProvider({
  children,
  initialStep = 1,
  original = null,
  initial = EMPTY_WIZARD,
  resumed,
}: {
  children: ReactNode;
  initialStep?: number;
  original?: Property | null;
  initial?: WizardValues;
  /** The store of a wizard left by a session's end (parked.ts), resumed as it was. */
  resumed?: StoreApi<WizardState>;
}) {
  const [store] = useState(() => resumed ?? createWizardStore(initialStep, original, initial, resizePhoto));
  return <WizardContext.Provider value={store}>{children}</WizardContext.Provider>;
}

/** The store itself, for work that reads the latest state between awaits (the upload queue). */
export function useWizardStore(): StoreApi<WizardState> {
  const store = useContext(WizardContext);
  if (!store) throw new Error('useWizard deve ser usado dentro de um WizardProvider');
  return store;
}

/** The wizard's state; outside its provider this is a programming error, said plainly. */
export function useWizard<T>(selector: (state: WizardState) => T): T {
  const store = useContext(WizardContext);
  if (!store) throw new Error('useWizard deve ser usado dentro de um WizardProvider');
  return useStore(store, selector);
}
