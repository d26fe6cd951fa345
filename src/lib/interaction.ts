/** What says the user has started: a touch or a click, a key, the focus moving into the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

// Captured on the window: a handler that stops an event's propagation does not hide it from here.
const OPTIONS = { capture: true, passive: true } as const;

/**
 * Calls `listener` at each interaction of the user until the function returned is called: for
 * code that the page needs only once someone is there (the embedded mock, the toast host).
 */
export function onInteraction(listener: () => void): () => void {
  for (const type of INTERACTIONS) addEventListener(type, listener, OPTIONS);
  return () => {
    for (const type of INTERACTIONS) removeEventListener(type, listener, OPTIONS);
  };
}
