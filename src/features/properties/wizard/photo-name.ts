const FORMATS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'image/gif': 'GIF',
};

/**
 * What a photo of the list is called: the file name of an address
 * ('…/imoveis/101/capa.jpg' → 'capa.jpg'); a photo uploaded earlier is stored as a data: address
 * with no name, so it is 'Foto 3 (JPEG)' rather than a screenful of base64.
 */
export function photoName(src: string, index: number): string {
  const numbered = `Foto ${index + 1}`;
  if (src.startsWith('data:')) {
    const type = /^data:([^;,]+)/.exec(src)?.[1] ?? '';
    const format = FORMATS[type.toLowerCase()];
    return format ? `${numbered} (${format})` : numbered;
  }
  if (src.startsWith('blob:')) return numbered;
  const path = src.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  if (!last || /^[a-z]+:$/i.test(last) || path.endsWith('//' + last)) return numbered;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
