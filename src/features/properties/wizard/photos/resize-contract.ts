/**
 * What the resizer worker and the page say to each other, and the targets a photo is resized to
 * (issue 27: a phone's 12 MP photo arrives at most 1920 px on its long side and under ~500 kB).
 */

/** The long side of a photo as uploaded, in pixels. */
export const MAX_LONG_SIDE = 1920;
/** Aim: a typical phone photo under this many bytes; quality steps down until it is. */
export const TARGET_BYTES = 500_000;
/** JPEG qualities tried in turn (JPEG: every portal takes it; Safari's canvas cannot write WebP). */
export const QUALITIES = [0.82, 0.74, 0.66, 0.58] as const;
export const OUTPUT_TYPE = 'image/jpeg';

export interface ResizeRequest {
  id: string;
  file: Blob;
}

export interface ResizedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** The photo as taken (its pixels as stored, before the EXIF orientation is applied). */
  originalWidth: number;
  originalHeight: number;
  /** The EXIF orientation the photo carried (1: upright already). */
  orientation: number;
  /** The photo carried a GPS position, which the resized copy no longer has. */
  hadLocation: boolean;
  /** Time the worker spent on it, ms. */
  ms: number;
}

export type ResizeAnswer =
  { id: string; ok: true; photo: ResizedPhoto } | { id: string; ok: false; message: string };
