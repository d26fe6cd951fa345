import { useEffect, useRef } from 'react';

/**
 * Focus follows a multi-step flow: whenever `step` changes (not on the first render), the element
 * given the returned ref — the step's heading, with `tabIndex={-1}` — takes focus, so a screen
 * reader announces the new step and Tab continues from there. Without it, the control that moved
 * the flow on (a 'Continuar' that becomes disabled, a button the next step replaces) drops focus
 * to the page body, outside the dialog.
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
