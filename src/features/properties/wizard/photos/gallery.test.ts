import { describe, expect, it } from 'vitest';
import type { PendingPhoto } from '../store';
import { galleryItems, imageOrder, moved, storedUrls } from './gallery';

const photo = (id: string, patch: Partial<PendingPhoto> = {}): PendingPhoto => ({
  id,
  file: new File(['x'], `${id}.jpg`, { type: 'image/jpeg' }),
  chosenSize: 1,
  preview: `blob:${id}`,
  upload: null,
  size: null,
  width: null,
  height: null,
  progress: 0,
  status: 'waiting',
  error: null,
  url: null,
  ...patch,
});

describe('the photo list (saved images and photos from the device, one order)', () => {
  it('follows the order kept, appends what is new and drops what is gone or cancelled', () => {
    const items = galleryItems(
      ['a.jpg', 'b.jpg', 'a.jpg'],
      [photo('p1'), photo('p2', { status: 'cancelled' }), photo('p3')],
      ['p3', 'saved:b.jpg#1', 'saved:gone.jpg#1', 'saved:a.jpg#2'],
    );
    expect(items.map((i) => i.key)).toEqual(['p3', 'saved:b.jpg#1', 'saved:a.jpg#2', 'saved:a.jpg#1', 'p1']);
  });

  it('moves an item, and maps each to its stored address (photos not sent have none)', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const items = galleryItems(['a.jpg'], [photo('p1', { url: 'data:1' }), photo('p2')], ['p1', 'p2']);
    expect(storedUrls(items)).toEqual(['data:1', 'a.jpg']);
  });
});

describe('imageOrder (PUT /properties/{id}/images/order)', () => {
  it('gives, for each wanted position, the index in the stored list', () => {
    expect(imageOrder(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual([2, 0, 1]);
  });

  it('uses every index once with repeated addresses, and keeps the unplaced at the end', () => {
    expect(imageOrder(['x', 'b', 'x'], ['x', 'x', 'b', 'z'])).toEqual([0, 2, 1, 3]);
  });

  it('is null when the stored order is already the wanted one', () => {
    expect(imageOrder(['a', 'b'], ['a', 'b', 'c'])).toBeNull();
  });
});
