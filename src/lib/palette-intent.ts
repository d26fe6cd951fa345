/**
 * An action the command palette asks of a screen that owns its dialog ('Importar do CanalPro' on
 * the property list, 'Refresh Manual' on the cockpit). The palette requests it and navigates; the
 * screen takes it when it mounts, or at once when it is already on screen (an event).
 */
export type PaletteIntent = 'import' | 'manual-refresh';

const EVENT = 'palette-intent';
let pending: PaletteIntent | null = null;

export function requestIntent(intent: PaletteIntent): void {
  pending = intent;
  window.dispatchEvent(new CustomEvent<PaletteIntent>(EVENT, { detail: intent }));
}

/** True (once) when `intent` was asked for and not yet taken. */
export function takeIntent(intent: PaletteIntent): boolean {
  if (pending !== intent) return false;
  pending = null;
  return true;
}

/** Calls `listener` whenever an intent is requested; returns the unsubscribe. */
export function onIntent(listener: (intent: PaletteIntent) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<PaletteIntent>).detail);
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
