import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/when-idle';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A dialog whose code loads apart from its screen's; `preload` starts the download. */
export type LazyDialog<P extends DialogProps> = ComponentType<P> & { preload: () => void };

/**
 * A dialog that a screen opens on request, loaded apart from the screen: its code (and Mantine's
 * parts only it uses) stays off the screen's first load (the chunks a phone downloads and runs
 * before the first paint). It renders nothing until first opened, then stays mounted so that it
 * closes with its transition. `preload` fetches it ahead, on intent or when the screen is idle
 * (`usePreloadWhenIdle`), so that opening it does not wait for the network.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchDialog = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next request
        throw error;
      },
    ));
  const Loaded = lazy(fetchDialog);
  function Dialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <OpensAfterMount {...props} />
      </Suspense>
    );
  }
  // Mantine's modal notes the element to give the focus back to when `opened` changes, not when it
  // mounts already open: the dialog mounts closed and opens in the next render.
  function OpensAfterMount(props: P) {
    const mounted = useMounted();
    return <Loaded {...props} opened={mounted && props.opened} />;
  }
  return Object.assign(Dialog, { preload: () => void fetchDialog().catch(() => undefined) });
}

/**
 * Preloads a screen's dialogs when the browser is idle once the screen is `ready` (its content
 * drawn): never in the way of the content the user came for.
 */
export function usePreloadWhenIdle(ready: boolean, dialogs: readonly { preload: () => void }[]): void {
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    whenIdle(() => dialogs.forEach((dialog) => dialog.preload()), 5000);
  }, [ready, dialogs]);
}
