import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitWords } from './useFittedText';

/** A box that holds `chars` characters. */
const holds = (chars: number) => (candidate: string) => candidate.length <= chars;

describe('fitWords', () => {
  const text =
    'Apartamento amplo e arejado, com varanda gourmet.\n\nA cozinha planejada tem armários até o teto.';

  it('keeps a text that fits whole', () => {
    expect(fitWords(text, holds(500))).toEqual({ text, cut: false });
  });

  it('cuts between words, never inside one, and says it was cut', () => {
    for (let chars = 8; chars < text.length; chars += 1) {
      const { text: shown, cut } = fitWords(text, holds(chars));
      expect(cut).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(chars);
      if (shown === '') continue;
      expect(shown.endsWith(ELLIPSIS)).toBe(true);
      const kept = shown.slice(0, -ELLIPSIS.length);
      // What is kept is the text's own start, ending at the end of a word.
      expect(text.startsWith(kept)).toBe(true);
      expect(text.slice(kept.length)).toMatch(/^(\s|$)/);
      // And it is the longest such start: one more word would not fit.
      const next = text.slice(kept.length).match(/^\s*\S+/)?.[0] ?? '';
      expect(`${kept}${next}${ELLIPSIS}`.length).toBeGreaterThan(chars);
    }
  });

  it('keeps the paragraphs of what it shows', () => {
    const { text: shown } = fitWords(text, holds(70));
    expect(shown).toBe(`Apartamento amplo e arejado, com varanda gourmet.\n\nA cozinha${ELLIPSIS}`);
  });

  it('shows nothing when not even a word fits', () => {
    expect(fitWords(text, holds(3))).toEqual({ text: '', cut: true });
  });
});
