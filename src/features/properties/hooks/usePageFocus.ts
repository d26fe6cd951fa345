import { useCallback, useEffect, useRef } from 'react';

/**
 * A page chosen in the footer puts the focus on its first card (the card's link to the property)
 * once its cards are shown. The router scrolls to the top for the new page; the focus stayed on
 * "Próxima" at the foot of the page, off screen on a phone, and Tab went on from there, past the
 * cards just loaded. A page that fails to load leaves the focus where it is (its footer stays).
 */
export function usePageFocus({ page, settled, failed }: { page: number; settled: boolean; failed: boolean }) {
  const gridRef = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    // Until the address says the chosen page, the cards on screen are the previous page's.
    if (pending.current === null || page !== pending.current || !(settled || failed)) return;
    pending.current = null;
    if (failed) return;
    const card = gridRef.current?.firstElementChild;
    const link = card?.querySelector<HTMLElement>('a[href$="/view"]');
    if (!card || !link) return;
    // The card whole in view, not only its link at the card's foot (a phone showed half a card).
    link.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
  }, [page, settled, failed]);
  const focusPage = useCallback((next: number) => void (pending.current = next), []);
  return { gridRef, focusPage };
}
