import { useLayoutEffect, useRef, useState } from 'react';

/** What ends a text shortened to fit: the cut is always between words. */
export const ELLIPSIS = ' …';

/**
 * The longest start of `text` that `fits`, cut between words and ended with ' …'; the text whole
 * when it fits. Line breaks are kept (a description's paragraphs). A binary search over the
 * words: `fits` is asked some log2(words) times.
 */
export function fitWords(text: string, fits: (candidate: string) => boolean): { text: string; cut: boolean } {
  if (fits(text)) return { text, cut: false };
  // Words with the spaces or line breaks before them, so a prefix keeps the text's own layout.
  const pieces = text.match(/\s*\S+/g) ?? [];
  const prefix = (count: number) => `${pieces.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(prefix(middle))) low = middle;
    else high = middle - 1;
  }
  return { text: low > 0 ? prefix(low) : '', cut: true };
}

/**
 * A text shown whole in its box when it fits, otherwise cut between words to the box (the
 * printed sheet's description: the box is what is left of the A4 page). The hook writes the text
 * into the box itself (render the box empty): it measures by trying candidates in it. The box
 * must be laid out (visibility: hidden, not display: none); it is measured again once the fonts
 * have loaded. Answers whether the text was cut.
 */
export function useFittedText<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const overflows = () => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
    const measure = () => {
      const result = fitWords(text, (candidate) => {
        box.textContent = candidate;
        return !overflows();
      });
      box.textContent = result.text;
      setCut(result.cut);
    };
    measure();
    let active = true;
    void document.fonts?.ready.then(() => active && measure());
    return () => {
      active = false;
    };
  }, [text]);

  return { ref, cut };
}
