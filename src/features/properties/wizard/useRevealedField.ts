import { useEffect, useRef, type RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { useWizard } from './store';
import type { WizardValues } from './values';

/**
 * The field the wizard was asked to reveal (store `reveal`: a refused save, a link of the side
 * panel), focused once its step has rendered and brought to the middle of the screen: focus alone
 * may leave it under the fixed header. A field with nothing to focus (the photo list) leaves the
 * step's heading focused instead. Call it after useStepFocus: effects run in order, and the
 * field must take focus after the heading of the step just opened.
 */
export function useRevealedField(
  stepRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
) {
  const revealed = useWizard((s) => s.revealed);
  const { setFocus } = useFormContext<WizardValues>();
  // A wizard resumed after a sign-in (parked.ts) must not take focus for a request made before.
  const handled = useRef(revealed);
  useEffect(() => {
    if (!revealed || handled.current === revealed) return undefined;
    handled.current = revealed;
    // What has focus now (the button pressed, or the heading of the step just opened) is not the field.
    const before = document.activeElement;
    setFocus(revealed.field);
    // react-hook-form focuses in a timeout of its own; this one, set after it, runs after it.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const onField =
        active instanceof HTMLElement &&
        active !== before &&
        active !== headingRef.current &&
        stepRef.current?.contains(active);
      const target = onField ? active : headingRef.current;
      if (!onField) target?.focus({ preventScroll: true });
      target?.scrollIntoView?.({ block: 'center' });
    });
    return () => window.clearTimeout(timer);
  }, [revealed, setFocus, stepRef, headingRef]);
}
