import type { PendingPhoto } from '../store';

/**
 * One list of a property's photos (issue 27.2): the images already saved (the form's
 * `image_urls`) and the photos from the device, in the order the user set — the first is the
 * cover. The store keeps that order as keys; whatever is new is appended, whatever is gone drops.
 */
export type GalleryItem =
  { key: string; kind: 'saved'; url: string } | { key: string; kind: 'device'; photo: PendingPhoto };

/** A saved image's key: its address and which occurrence of it (an address may be listed twice). */
function savedKeys(images: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return images.map((url) => {
    const n = (seen.get(url) ?? 0) + 1;
    seen.set(url, n);
    return `saved:${url}#${n}`;
  });
}

export function galleryItems(
  images: readonly string[],
  photos: readonly PendingPhoto[],
  order: readonly string[],
): GalleryItem[] {
  const byKey = new Map<string, GalleryItem>();
  savedKeys(images).forEach((key, i) => byKey.set(key, { key, kind: 'saved', url: images[i]! }));
  for (const photo of photos) {
    if (photo.status !== 'cancelled') byKey.set(photo.id, { key: photo.id, kind: 'device', photo });
  }
  const items = order.flatMap((key) => byKey.get(key) ?? []);
  const placed = new Set(items.map((item) => item.key));
  for (const [key, item] of byKey) if (!placed.has(key)) items.push(item);
  return items;
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The address each item ends up with on the server (photos not sent have none). */
export function storedUrls(items: readonly GalleryItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'saved' ? item.url : (item.photo.url ?? [])));
}

/**
 * The body of PUT /properties/{id}/images/order that turns `stored` (the server's list after the
 * uploads, which append as they finish) into `wanted`: for each position, the index in `stored`
 * of its image, every index once; images the user did not place keep their relative order at the
 * end. Null when `stored` is in that order already (nothing to send).
 */
export function imageOrder(wanted: readonly string[], stored: readonly string[]): number[] | null {
  const used = new Set<number>();
  const order: number[] = [];
  for (const url of wanted) {
    const index = stored.findIndex((candidate, i) => candidate === url && !used.has(i));
    if (index < 0) continue;
    used.add(index);
    order.push(index);
  }
  stored.forEach((_, i) => {
    if (!used.has(i)) order.push(i);
  });
  return order.every((index, i) => index === i) ? null : order;
}
