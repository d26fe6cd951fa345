import { useEffect, useLayoutEffect, useRef } from 'react';
import { onIntent, takeIntent, type PaletteIntent } from '@/lib/palette-intent';

/** Runs `handler` when the command palette asks this screen for `intent` (on mount or later). */
export function usePaletteIntent(intent: PaletteIntent, handler: () => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (takeIntent(intent)) latest.current();
    return onIntent((requested) => {
      if (requested === intent && takeIntent(intent)) latest.current();
    });
  }, [intent]);
}
