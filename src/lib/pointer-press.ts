/**
 * Whether a pointer is pressed and its click still to come: a field left for a button (its press
 * blurs the field) must not change the page's layout before that button's click, or the click
 * misses the button that moved from under the pointer — on a phone, an error shown under a field
 * as it was left pushed 'Agendar renovação' down, and the tap did nothing.
 */
/** A press lasts until its click, or shortly after it is let go without one (a drag, a scroll). */
const AFTER_RELEASE_MS = 300;
/** However it ends, a press no event closed (a pointer that left the window) is over by then. */
const LONGEST_MS = 1000;

let pressedAt: number | null = null;
let settle: ReturnType<typeof setTimeout> | undefined;
const waiting: (() => void)[] = [];

function release() {
  pressedAt = null;
  clearTimeout(settle);
  // Now, in the click's capturing phase: its target is already the button, whatever moves next.
  for (const callback of waiting.splice(0)) callback();
}

function releaseSoon(ms: number) {
  clearTimeout(settle);
  settle = setTimeout(release, ms);
}

// Listened to from the start (captured: a handler that stops propagation does not hide a press): a
// listener added at the first blur would already have missed the press that caused it.
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true } as const;
  window.addEventListener(
    'pointerdown',
    () => {
      pressedAt = Date.now();
      releaseSoon(LONGEST_MS);
    },
    options,
  );
  // A touch's click comes after its pointerup (and its compatibility mouse events).
  window.addEventListener('pointerup', () => releaseSoon(AFTER_RELEASE_MS), options);
  window.addEventListener('pointercancel', () => releaseSoon(AFTER_RELEASE_MS), options);
  window.addEventListener('click', release, options);
}

/** Runs `callback` now, or once the pointer pressed now has clicked (or let go without a click). */
export function afterPointerPress(callback: () => void): void {
  if (pressedAt !== null && Date.now() - pressedAt < LONGEST_MS) waiting.push(callback);
  else callback();
}
