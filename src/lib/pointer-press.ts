/**
 * Whether a pointer is pressed and its click still to come: a field left for a button (its press
 * blurs the field) must not change the page's layout before that button's click, or the click
 * misses the button that moved from under the pointer — on a phone, an error shown under a field
 * as it was left pushed 'Agendar renovação' down, and the tap did nothing.
 */
let pressed = false;
let settle: ReturnType<typeof setTimeout> | undefined;
const waiting: (() => void)[] = [];

function release() {
  pressed = false;
  clearTimeout(settle);
  const due = waiting.splice(0);
  // After the click's own handlers, which run in this task.
  if (due.length > 0) setTimeout(() => due.forEach((callback) => callback()));
}

// Listened to from the start (captured: a handler that stops propagation does not hide a press): a
// listener added at the first blur would already have missed the press that caused it.
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true } as const;
  window.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
      clearTimeout(settle);
    },
    options,
  );
  // A touch's click comes after its pointerup (and its compatibility mouse events); a press that
  // ends without a click (a drag, a scroll) lets go shortly after.
  const soon = () => {
    clearTimeout(settle);
    settle = setTimeout(release, 300);
  };
  window.addEventListener('pointerup', soon, options);
  window.addEventListener('pointercancel', soon, options);
  window.addEventListener('click', release, options);
}

/** Runs `callback` now, or once the pointer pressed now has clicked (or let go without a click). */
export function afterPointerPress(callback: () => void): void {
  if (pressed) waiting.push(callback);
  else callback();
}
