import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand';
import { clearStoredSession, writeSession } from '@/lib/session-storage';
import { takeParkedWizard, useParkOnSessionEnd } from './parked';
import { useWizardStore, WizardProvider, type WizardState } from './store';
import { EMPTY_WIZARD, type WizardValues } from './values';

const KEY = 'property-draft:3:41';

/** A wizard with a saved property and a photo (sent, or still to send); `onStore` receives its store. */
function Wizard({
  onStore,
  sent = false,
}: {
  onStore?: (store: StoreApi<WizardState>) => void;
  sent?: boolean;
}) {
  const form = useForm<WizardValues>({ defaultValues: { ...EMPTY_WIZARD, title: 'Casa em Botafogo' } });
  return (
    <WizardProvider>
      <FormProvider {...form}>
        <Uploading onStore={onStore} sent={sent} />
      </FormProvider>
    </WizardProvider>
  );
}

function Uploading({ onStore, sent }: { onStore?: (store: StoreApi<WizardState>) => void; sent: boolean }) {
  const store = useWizardStore();
  useEffect(() => {
    const state = store.getState();
    state.setSaved({ property: { id: 41 } as never, message: '', publish: false, stored: [] });
    state.addPhotos([new File(['x'], 'sala.jpg', { type: 'image/jpeg' })]);
    store.getState().updatePhoto(store.getState().photos[0]!.id, { status: sent ? 'sent' : 'waiting' });
    onStore?.(store);
  }, [store, sent, onStore]);
  useParkOnSessionEnd(KEY);
  return null;
}

afterEach(() => {
  clearStoredSession();
  takeParkedWizard(KEY);
});

describe('a wizard left by a session’s end (issue 27.3)', () => {
  it('is parked with its queue and its values when it unmounts without a session, and taken once', () => {
    writeSession('token', { id: 3 }, false);
    let held: StoreApi<WizardState> | undefined;
    const { unmount } = render(<Wizard onStore={(store) => (held = store)} />);
    clearStoredSession(); // the 401
    unmount();

    const parked = takeParkedWizard(KEY);
    expect(held).toBeDefined();
    expect(parked?.store).toBe(held);
    expect(parked?.store.getState().photos.map((p) => [p.file.name, p.status])).toEqual([
      ['sala.jpg', 'waiting'],
    ]);
    expect(parked?.values.title).toBe('Casa em Botafogo');
    expect(takeParkedWizard(KEY)).toBeUndefined();
  });

  it('is not parked when the user leaves with the session on, or with every photo sent', () => {
    writeSession('token', { id: 3 }, false);
    render(<Wizard />).unmount();
    expect(takeParkedWizard(KEY)).toBeUndefined();

    const { unmount } = render(<Wizard sent />);
    clearStoredSession();
    unmount();
    expect(takeParkedWizard(KEY)).toBeUndefined();
  });
});
