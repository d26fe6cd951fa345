import { useMounted } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { networkError } from '@/api/errors';
import { frameShown } from '@/lib/frame-shown';
import { toast } from '@/lib/notify';
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
 *
 * A download that fails leaves the screen as it was (what the user typed or selected included):
 * the catalogue's connection message as a toast, the dialog closed, and the next request tries
 * the download again. (As a lazy component under the router, it took the whole page down.)
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchDialog = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Dialog(props: P) {
    const { opened } = props;
    const [, setArrived] = useState(false);
    const failed = useEffectEvent((error: unknown) => {
      toast.error(networkError(error).message);
      props.onClose();
    });
    useEffect(() => {
      if (!opened || loaded) return;
      let current = true;
      fetchDialog().then(
        () => current && setArrived(true),
        (error: unknown) => current && failed(error),
      );
      return () => {
        current = false;
      };
    }, [opened]);
    // Once opened, it stays mounted (its closing transition); before, nothing is rendered.
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    if (!wanted || !loaded) return null;
    return <OpensAfterMount component={loaded} props={props} />;
  }
  return Object.assign(Dialog, { preload: () => void fetchDialog().catch(() => undefined) });
}

/**
 * Mantine's modal notes the element to give the focus back to when `opened` changes, not when it
 * mounts already open: the dialog mounts closed and opens in the next render.
 */
function OpensAfterMount<P extends DialogProps>({
  component: Loaded,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}) {
  const mounted = useMounted();
  return <Loaded {...props} opened={mounted && props.opened} />;
}

/**
 * Preloads a screen's dialogs when the browser is idle once the screen is `ready` (its content
 * rendered) and that content is on the screen: never in the way of the content the user came for.
 * Idle alone came too soon: a returning user's list is rendered from its kept answers, the browser
 * fell idle while the first card's photo was still to be painted, and the dialogs' eight files
 * downloaded ahead of that paint (Lighthouse counted them in it).
 */
export function usePreloadWhenIdle(
  ready: boolean,
  dialogs: readonly { preload: () => void }[],
  shown: () => Promise<void> = frameShown,
): void {
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    // One idle callback each: a dialog's preload adds a link for each of its files, which starts
    // that download there and then; a screen's dialogs together made one long task.
    void shown().then(() => dialogs.forEach((dialog) => whenIdle(dialog.preload, 5000)));
  }, [ready, dialogs, shown]);
}
