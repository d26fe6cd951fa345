import { IconRefresh } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { BusyButton } from './BusyButton';

/** The main region that took the focus from a retry button as it left (see useKeepsFocus). */
let handedTo: HTMLElement | null = null;

/**
 * A retry reloads, and the failure state that holds its button goes (skeletons, then the content
 * or the failure again): the focus fell to the page, and a keyboard user started over from the top.
 * The button hands it to the screen's main region as it leaves (the next Tab is the content's
 * first stop), and the button of a retry that failed again takes it back from there.
 */
function useKeepsFocus() {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    const main = button?.closest('main');
    if (!button || !main) return;
    if (handedTo === main && document.activeElement === main) button.focus();
    handedTo = null;
    // A layout effect's cleanup runs before React takes the button out: it still has the focus.
    return () => {
      if (document.activeElement !== button) return;
      main.focus({ preventScroll: true });
      handedTo = main;
    };
  }, []);
  return ref;
}

/**
 * Asks a failed load again: the failure states' one retry button (ErrorState, StaleBanner, …).
 * While its retry is on its way it spins and takes no click, but keeps the focus (BusyButton).
 */
export function RetryButton({
  onRetry,
  loading = false,
  label = 'Tentar novamente',
}: {
  onRetry: () => void;
  /** The retry is on its way. */
  loading?: boolean;
  /** The screen's own wording when the spec gives one (the executive dashboard's 'Tentar Novamente'). */
  label?: string;
}) {
  const ref = useKeepsFocus();
  return (
    <BusyButton
      ref={ref}
      size="xs"
      variant="default"
      busy={loading}
      leftSection={<IconRefresh size={14} />}
      onClick={onRetry}
    >
      {label}
    </BusyButton>
  );
}
