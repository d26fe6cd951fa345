import { useCallback, useEffect, useRef } from 'react';

/**
 * A page chosen in the footer puts the focus on its first card (the card's link to the property)
 * once its cards are shown. The router scrolls to the top for the new page; the focus stayed on
 * "Próxima" at the foot of the page, off screen on a phone, and Tab went on from there, past the
 * cards just loaded. A page that fails to load leaves the focus where it is (its footer stays).
 */
export function usePageFocus({
  page,
  settled,
  failed,
  onPageChange,
}: {
  page: number;
  settled: boolean;
  failed: boolean;
  /** Goes to a page (useListSearch). */
  onPageChange: (page: number) => void;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  // The page chosen, and where the focus was as it was chosen.
  const pending = useRef<{ page: number; from: Element | null } | null>(null);
  useEffect(() => {
    // Until the address says the chosen page, the cards on screen are the previous page's.
    if (pending.current === null || page !== pending.current.page || !(settled || failed)) return;
    const { from } = pending.current;
    pending.current = null;
    // The user moved the focus while the page loaded: it stays where they put it.
    const active = document.activeElement;
    if (failed || (active !== from && active !== document.body && active !== null)) return;
    const card = gridRef.current?.firstElementChild;
    const link = card?.querySelector<HTMLElement>('a[href$="/view"]');
    if (!card || !link) return;
    // The card whole in view, not only its link at the card's foot (a phone showed half a card).
    link.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
  }, [page, settled, failed]);
  /** The footer's page change: goes to the page, then to its first card. */
  const goToPage = useCallback(
    (next: number) => {
      pending.current = { page: next, from: document.activeElement };
      onPageChange(next);
    },
    [onPageChange],
  );
  return { gridRef, goToPage };
}
