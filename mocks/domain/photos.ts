/**
 * The backend's rules for a property's photos (openapi.yaml: uploadPropertyImage,
 * reorderPropertyImages, `Property.photos`): what an upload must be, what is recorded of each
 * stored image, and a new order. The mock keeps an uploaded file in its URL (a data: URL), so
 * what it records — size, dimensions, EXIF orientation — is read back from the stored bytes; an
 * image given by address was never fetched and has none of them.
 */
import * as v from 'valibot';
import type { components } from '../../src/api/schema';
import { errors } from '../http';

type PropertyPhoto = components['schemas']['PropertyPhoto'];
type PhotoFacts = Omit<PropertyPhoto, 'url' | 'position'>;

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

const UNKNOWN: PhotoFacts = {
  size_bytes: null,
  width: null,
  height: null,
  content_type: null,
  orientation: null,
};

// ───────────── reading an image's header ─────────────

interface Header {
  type: ImageType;
  width: number;
  height: number;
  orientation: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The orientation tag (0x0112) of IFD0 in an Exif APP1 payload starting at `start` ("Exif\0\0"). */
function exifOrientation(b: Uint8Array, start: number, end: number): number {
  const tiff = start + 6;
  if (tiff + 8 > end) return 1;
  const little = ascii(b, tiff, 2) === 'II';
  const read16 = (i: number) => (little ? u16le(b, i) : u16be(b, i));
  const read32 = (i: number) => (little ? read16(i) + read16(i + 2) * 0x10000 : u32be(b, i));
  const ifd = tiff + read32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = read16(ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > end) break;
    if (read16(entry) === 0x0112) {
      const value = read16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Start-of-frame markers carrying a JPEG's dimensions (not DHT C4, JPG C8, DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegHeader(b: Uint8Array): Header | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    const end = Math.min(b.length, i + 2 + length);
    if (marker === 0xe1 && ascii(b, i + 4, 6) === 'Exif\0\0') orientation = exifOrientation(b, i + 4, end);
    if (SOF.has(marker) && i + 9 <= b.length) {
      return { type: 'image/jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7), orientation };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame header
    i += 2 + length;
  }
  return null;
}

function pngHeader(b: Uint8Array): Header | null {
  if (b.length < 24 || ascii(b, 1, 3) !== 'PNG' || ascii(b, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20), orientation: 1 };
}

function webpHeader(b: Uint8Array): Header | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    return {
      type: 'image/webp',
      width: u16le(b, 26) & 0x3fff,
      height: u16le(b, 28) & 0x3fff,
      orientation: 1,
    };
  }
  if (chunk === 'VP8L') {
    const width = 1 + (b[21]! | ((b[22]! & 0x3f) << 8));
    const height = 1 + ((b[22]! >> 6) | (b[23]! << 2) | ((b[24]! & 0x0f) << 10));
    return { type: 'image/webp', width, height, orientation: 1 };
  }
  if (chunk === 'VP8X') {
    return { type: 'image/webp', width: 1 + u24le(b, 24), height: 1 + u24le(b, 27), orientation: 1 };
  }
  return null;
}

/** What the first bytes of a file say it is, or null for anything but a readable JPEG, PNG or WebP. */
function readImageHeader(bytes: Uint8Array): Header | null {
  const header = jpegHeader(bytes) ?? pngHeader(bytes) ?? webpHeader(bytes);
  return header && header.width > 0 && header.height > 0 ? header : null;
}

// ───────────── stored images ─────────────

/** A JPEG's frame header may follow a large Exif block (a camera's thumbnail): read this much. */
const HEADER_BASE64_CHARS = 256 * 1024;
const DATA_URL = /^data:([^;,]+);base64,/;

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What is recorded of a stored image: its size, dimensions, type and orientation. */
function photoFacts(url: string): PhotoFacts {
  const match = DATA_URL.exec(url);
  if (!match) return UNKNOWN;
  const data = url.slice(match[0].length);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const size = Math.floor((data.length * 3) / 4) - padding;
  const prefix = data.slice(0, HEADER_BASE64_CHARS - (HEADER_BASE64_CHARS % 4));
  let header: Header | null = null;
  try {
    header = readImageHeader(decodeBase64(prefix));
  } catch {
    header = null;
  }
  return {
    size_bytes: size > 0 ? size : null,
    width: header?.width ?? null,
    height: header?.height ?? null,
    content_type: match[1]!,
    orientation: header?.orientation ?? null,
  };
}

/** Each image of a property with what is recorded of it, in order (the first is the cover). */
export function photosOf(imageUrls: readonly string[]): PropertyPhoto[] {
  return imageUrls.map((url, position) => ({ url, position, ...photoFacts(url) }));
}

// ───────────── an upload ─────────────

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function isImageType(type: string): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The multipart fields of an upload checked (422 with pt-BR details), the file stored: its URL and
 * the position it takes among `imageCount` images (appended unless `position` or `is_cover`).
 */
export async function acceptUpload(
  form: FormData,
  imageCount: number,
): Promise<{ url: string; position: number }> {
  const file = form.get('file');
  if (file === null || typeof file === 'string') {
    throw errors.validation({ file: 'Selecione uma imagem para enviar' });
  }
  if (!isImageType(file.type)) {
    throw errors.validation({ file: 'Formato de imagem não suportado (use JPEG, PNG ou WebP)' });
  }
  if (file.size === 0) throw errors.validation({ file: 'O arquivo está vazio' });
  if (file.size > MAX_IMAGE_BYTES) throw errors.validation({ file: 'A imagem deve ter no máximo 10 MB' });

  const coverRaw = form.get('is_cover');
  let isCover = false;
  if (coverRaw !== null) {
    if (coverRaw === 'true' || coverRaw === '1') isCover = true;
    else if (coverRaw !== 'false' && coverRaw !== '0')
      throw errors.validation({ is_cover: 'Deve ser true ou false' });
  }
  const positionRaw = form.get('position');
  let position = imageCount;
  if (positionRaw !== null && positionRaw !== '') {
    if (typeof positionRaw !== 'string' || !/^\d+$/.test(positionRaw)) {
      throw errors.validation({ position: 'Posição deve ser um número inteiro maior ou igual a 0' });
    }
    position = Math.min(Number(positionRaw), imageCount);
  }
  if (isCover) position = 0;

  const bytes = new Uint8Array(await file.arrayBuffer());
  // Its dimensions are recorded: a file that is not the image it says it is has none.
  const header = readImageHeader(bytes);
  if (!header || header.type !== file.type) {
    throw errors.validation({ file: 'O arquivo não é uma imagem JPEG, PNG ou WebP válida' });
  }
  return { url: `data:${file.type};base64,${toBase64(bytes)}`, position };
}

/** `images` with `url` at `position`. */
export function insertImage(images: readonly string[], url: string, position: number): string[] {
  const next = [...images];
  next.splice(position, 0, url);
  return next;
}

// ───────────── a new order ─────────────

const ORDER_MISMATCH = 'A ordem deve citar cada foto do imóvel uma vez';

/** PUT /properties/{id}/images/order's body (ImageOrderRequest). */
export const imageOrderSchema = v.object({
  order: v.pipe(
    v.array(
      v.pipe(
        v.number('Cada posição deve ser um número'),
        v.integer('Cada posição deve ser um número inteiro'),
        v.minValue(0, 'Cada posição deve ser maior ou igual a 0'),
      ),
      'Informe a ordem como uma lista de posições',
    ),
    v.maxLength(200, 'No máximo 200 fotos'),
  ),
});

/** The images in the order given by their current indexes (each exactly once), or 422. */
export function reorderImages(images: readonly string[], order: readonly number[]): string[] {
  const seen = new Set(order);
  const complete =
    order.length === images.length &&
    seen.size === order.length &&
    order.every((index) => Number.isInteger(index) && index >= 0 && index < images.length);
  if (!complete) throw errors.validation({ order: ORDER_MISMATCH });
  return order.map((index) => images[index]!);
}
