/// <reference lib="webworker" />
/**
 * The photo resizer, off the page's thread (issue 27.1): the browser decodes the photo with its
 * EXIF orientation applied, pica (Lanczos with sharpening) brings its long side down to 1920 px,
 * and the result is written as a fresh JPEG — no EXIF at all, so no GPS position leaves the
 * phone. exifr reads what the photo carried (orientation, a position) and says whether this
 * browser still needs the orientation applied by hand (browsers before 2020). One photo at a time:
 * a decoded 12 MP photo holds ~48 MB, and a phone has little to spare.
 */
import { gps, orientation, rotateCanvas, rotations } from 'exifr/dist/mini.esm.mjs';
import pica from 'pica';
import {
  MAX_LONG_SIDE,
  OUTPUT_TYPE,
  QUALITIES,
  TARGET_BYTES,
  type ResizeAnswer,
  type ResizedPhoto,
  type ResizeRequest,
} from './resize-contract';

declare const self: DedicatedWorkerGlobalScope;

// Already in a worker: pica's own workers would only add start-up time (js + wasm here).
const resizer = pica({ features: ['js', 'wasm'] });
// pica probes OffscreenCanvas with a pixel round trip that some browsers fail in a worker (no GPU,
// colour management), and then finds no canvas at all: a worker has only OffscreenCanvas.
resizer.createCanvas = (width: number, height: number) => new OffscreenCanvas(width, height);

/** Whatever exifr cannot read (a PNG, a photo without EXIF) counts as upright and without a position. */
async function metadata(file: Blob) {
  const [value, position] = await Promise.all([
    orientation(file).catch(() => undefined),
    gps(file).catch(() => undefined),
  ]);
  const turned = value !== undefined && value >= 2 && value <= 8 ? value : 1;
  return {
    orientation: turned,
    hadLocation: position !== undefined && Number.isFinite(position.latitude),
  };
}

/** The photo decoded upright: the browser applies the orientation, or (an old one) this does. */
async function uprightBitmap(file: Blob, value: number) {
  const decoded = await createImageBitmap(file);
  const turn = rotations[value];
  if (!rotateCanvas || value === 1 || !turn) return decoded;
  const width = turn.dimensionSwapped ? decoded.height : decoded.width;
  const height = turn.dimensionSwapped ? decoded.width : decoded.height;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  ctx.translate(width / 2, height / 2);
  ctx.rotate(turn.rad);
  ctx.scale(turn.scaleX, turn.scaleY);
  ctx.drawImage(decoded, -decoded.width / 2, -decoded.height / 2);
  decoded.close();
  return canvas.transferToImageBitmap();
}

async function resize(file: Blob): Promise<ResizedPhoto> {
  const started = performance.now();
  const { orientation: value, hadLocation } = await metadata(file);
  const source = await uprightBitmap(file, value);
  const scale = Math.min(1, MAX_LONG_SIDE / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));

  let pixels: OffscreenCanvas | ImageBitmap = source;
  if (scale < 1) {
    pixels = await resizer.resize(source, new OffscreenCanvas(width, height));
  }
  // On white: a PNG's transparent parts would turn black in a JPEG.
  const out = new OffscreenCanvas(width, height);
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(pixels, 0, 0);
  const originalWidth = source.width;
  const originalHeight = source.height;
  source.close();

  let blob: Blob | null = null;
  for (const quality of QUALITIES) {
    blob = await out.convertToBlob({ type: OUTPUT_TYPE, quality });
    if (blob.size <= TARGET_BYTES) break;
  }
  return {
    blob: blob!,
    width,
    height,
    originalWidth,
    originalHeight,
    orientation: value,
    hadLocation,
    ms: Math.round(performance.now() - started),
  };
}

let queue: Promise<void> = Promise.resolve();

self.addEventListener('message', (event: MessageEvent<ResizeRequest>) => {
  const { id, file } = event.data;
  queue = queue.then(async () => {
    let answer: ResizeAnswer;
    try {
      answer = { id, ok: true, photo: await resize(file) };
    } catch {
      answer = { id, ok: false, message: 'Não foi possível ler esta imagem' };
    }
    self.postMessage(answer);
  });
});
