import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { components } from '@/api/schema';
import { clampStep } from './steps';
import { EMPTY_WIZARD, type WizardValues } from './values';

type Property = components['schemas']['Property'];

/** A photo chosen from the device, sent after the property is saved (it needs the property's id). */
export interface PendingPhoto {
  id: string;
  file: File;
  /** A blob: URL for the thumbnail. */
  preview: string;
  /** 0–100 while sending. */
  progress: number;
  status: 'waiting' | 'sending' | 'sent' | 'failed';
  error: string | null;
}

interface WizardState {
  /** The property being edited, as loaded (null: a new one), and the form's values for it. */
  original: Property | null;
  initial: WizardValues;
  step: number;
  /** 'Exportar para o Canal Pro': publishing then runs the export for the saved property. */
  exportToPortal: boolean;
  photos: PendingPhoto[];
  goTo: (step: number) => void;
  next: () => void;
  previous: () => void;
  setExportToPortal: (value: boolean) => void;
  addPhotos: (files: File[]) => void;
  removePhoto: (id: string) => void;
  updatePhoto: (id: string, patch: Partial<Omit<PendingPhoto, 'id' | 'file' | 'preview'>>) => void;
}

let photoSeq = 0;

function createWizardStore(initialStep: number, original: Property | null, initial: WizardValues) {
  return createStore<WizardState>()((set) => ({
    original,
    initial,
    step: clampStep(initialStep),
    exportToPortal: false,
    photos: [],
    goTo: (step) => set({ step: clampStep(step) }),
    next: () => set((s) => ({ step: clampStep(s.step + 1) })),
    previous: () => set((s) => ({ step: clampStep(s.step - 1) })),
    setExportToPortal: (exportToPortal) => set({ exportToPortal }),
    addPhotos: (files) =>
      set((s) => ({
        photos: [
          ...s.photos,
          ...files.map((file) => ({
            id: `photo-${++photoSeq}`,
            file,
            preview: URL.createObjectURL(file),
            progress: 0,
            status: 'waiting' as const,
            error: null,
          })),
        ],
      })),
    removePhoto: (id) =>
      set((s) => {
        const photo = s.photos.find((p) => p.id === id);
        if (photo) URL.revokeObjectURL(photo.preview);
        return { photos: s.photos.filter((p) => p.id !== id) };
      }),
    updatePhoto: (id, patch) =>
      set((s) => ({ photos: s.photos.map((p) => (p.id === id ? { ...p, ...patch } : p)) })),
  }));
}

const WizardContext = createContext<StoreApi<WizardState> | null>(null);

/** One wizard's state: each mount of the wizard gets its own store. */
export function WizardProvider({
  children,
  initialStep = 1,
  original = null,
  initial = EMPTY_WIZARD,
}: {
  children: ReactNode;
  initialStep?: number;
  original?: Property | null;
  initial?: WizardValues;
}) {
  const [store] = useState(() => createWizardStore(initialStep, original, initial));
  return <WizardContext.Provider value={store}>{children}</WizardContext.Provider>;
}

/** The wizard's state; outside its provider this is a programming error, said plainly. */
export function useWizard<T>(selector: (state: WizardState) => T): T {
  const store = useContext(WizardContext);
  if (!store) throw new Error('useWizard deve ser usado dentro de um WizardProvider');
  return useStore(store, selector);
}
