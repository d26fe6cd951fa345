import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PendingPhoto } from '../store';
import type * as DraftPhotos from './draft-photos';

// The test DOM has no IndexedDB: idb-keyval's calls go to a map, and count the bytes written. The module
// is imported afresh over that map (test files share their modules here: no hoisted vi.mock).
const stored = new Map<string, unknown>();
const blobWrites = { count: 0 };
let drafts: typeof DraftPhotos;
beforeAll(async () => {
  vi.doMock('idb-keyval', () => ({
    createStore: () => 'store',
    get: (key: string) => Promise.resolve(stored.get(key)),
    getMany: (keys: string[]) => Promise.resolve(keys.map((key) => stored.get(key))),
    set: (key: string, value: unknown) => Promise.resolve(void stored.set(key, value)),
    setMany: (entries: [string, unknown][]) => {
      for (const [key, value] of entries) {
        if (value instanceof Blob) blobWrites.count += 1;
        stored.set(key, value);
      }
      return Promise.resolve();
    },
    delMany: (keys: string[]) => Promise.resolve(void keys.forEach((key) => stored.delete(key))),
    keys: () => Promise.resolve([...stored.keys()]),
  }));
  vi.resetModules();
  drafts = await import('./draft-photos');
});
afterAll(() => {
  vi.doUnmock('idb-keyval');
  vi.resetModules();
});

function photo(id: string, name: string, status: PendingPhoto['status'] = 'waiting'): PendingPhoto {
  const upload = status === 'resizing' ? null : new Blob([name], { type: 'image/jpeg' });
  return {
    id,
    file: new File([name], name, { type: 'image/jpeg' }),
    preview: `blob:${id}`,
    upload,
    size: upload?.size ?? null,
    width: 4,
    height: 2,
    progress: 0,
    status,
    error: null,
    url: null,
  };
}

describe('the draft’s photos', () => {
  it('keeps each photo’s bytes once, follows the order, drops what leaves the list, and reads it back', async () => {
    const written = new Set<string>();
    const draft = 'property_draft:2:7';
    const a = photo('photo-1', 'sala.jpg');
    const b = photo('photo-2', 'quarto.jpg');
    const resizing = photo('photo-3', 'cozinha.jpg', 'resizing');
    await drafts.keepPhotos(draft, [a, b, resizing], ['photo-2', 'saved:/img/1.jpg#1', 'photo-1'], written);
    expect(blobWrites.count).toBe(2);
    // Moved: only the order is written again.
    await drafts.keepPhotos(draft, [a, b], ['photo-1', 'saved:/img/1.jpg#1', 'photo-2'], written);
    expect(blobWrites.count).toBe(2);

    const back = await drafts.restorePhotos(draft);
    expect(back.order).toEqual(['photo-1', 'saved:/img/1.jpg#1', 'photo-2']);
    expect(back.photos.map(({ id, name, width, height }) => [id, name, width, height])).toEqual([
      ['photo-1', 'sala.jpg', 4, 2],
      ['photo-2', 'quarto.jpg', 4, 2],
    ]);
    expect(await back.photos[1]!.blob.text()).toBe('quarto.jpg');

    // Taken out: its bytes go; a photo whose bytes the browser lost is left out of what comes back.
    await drafts.keepPhotos(draft, [b], ['photo-2'], written);
    expect([...stored.keys()].filter((key) => key.includes('|photo|'))).toEqual([`${draft}|photo|photo-2`]);
    stored.delete(`${draft}|photo|photo-2`);
    expect((await drafts.restorePhotos(draft)).photos).toEqual([]);
  });

  it('forgets one draft’s photos and leaves another’s', async () => {
    const written = new Set<string>();
    await drafts.keepPhotos('property_draft:2:new', [photo('photo-1', 'a.jpg')], ['photo-1'], written);
    await drafts.keepPhotos('property_draft:2:8', [photo('photo-1', 'b.jpg')], ['photo-1'], new Set());
    await drafts.forgetPhotos('property_draft:2:new');
    expect(await drafts.restorePhotos('property_draft:2:new')).toEqual({ photos: [], order: [] });
    expect((await drafts.restorePhotos('property_draft:2:8')).photos.map((p) => p.name)).toEqual(['b.jpg']);
  });
});
