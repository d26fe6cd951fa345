import type { ResizeAnswer, ResizedPhoto } from './resize-contract';

/**
 * The page's side of the resizer (issue 27.1). The worker — and with it pica and exifr — is
 * fetched on the first photo chosen, never with the app's first load. Where a browser has no
 * worker with OffscreenCanvas (the component tests' DOM, very old browsers), the photo is sent as
 * it was chosen: the server still takes it up to 10 MB.
 */
let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<string, (answer: ResizeAnswer) => void>();

function resizer(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./resize.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ResizeAnswer>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    });
  }
  return worker;
}

/** The photo resized in the worker; null when this browser cannot (the original is then sent). */
export function resizePhoto(file: Blob): Promise<ResizedPhoto | null> {
  const target = resizer();
  if (!target) return Promise.resolve(null);
  const id = `resize-${++seq}`;
  return new Promise((resolve, reject) => {
    waiting.set(id, (answer) => (answer.ok ? resolve(answer.photo) : reject(new Error(answer.message))));
    target.postMessage({ id, file });
  });
}
