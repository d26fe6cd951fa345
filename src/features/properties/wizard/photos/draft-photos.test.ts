import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingPhoto } from '../store';
import type * as DraftPhotos from './draft-photos';

// The test DOM has no IndexedDB: idb-keyval's calls go to a map, each answered in a later task as a
// database answers, and count the bytes written and the calls under way at once. The module is
// imported afresh over that map (test files share their modules here: no hoisted vi.mock).
const stored = new Map<string, unknown>();
const calls = { count: 0, blobWrites: 0, running: 0, mostAtOnce: 0 };
function later<T>(work: () => T): Promise<T> {
  calls.count += 1;
  calls.running += 1;
  calls.mostAtOnce = Math.max(calls.mostAtOnce, calls.running);
  return new Promise((resolve) =>
    setTimeout(() => {
      calls.running -= 1;
      resolve(work());
    }, 1),
  );
}
let drafts: typeof DraftPhotos;
beforeAll(async () => {
  vi.doMock('idb-keyval', () => ({
    createStore: () => 'store',
    get: (key: string) => later(() => stored.get(key)),
    getMany: (keys: string[]) => later(() => keys.map((key) => stored.get(key))),
    setMany: (entries: [string, unknown][]) =>
      later(() => {
        for (const [key, value] of entries) {
          if (value instanceof Blob) calls.blobWrites += 1;
          stored.set(key, value);
        }
      }),
    delMany: (keys: string[]) => later(() => keys.forEach((key) => stored.delete(key))),
    keys: () => later(() => [...stored.keys()]),
  }));
  vi.resetModules();
  drafts = await import('./draft-photos');
});
afterAll(() => {
  vi.doUnmock('idb-keyval');
  vi.resetModules();
});
beforeEach(() => {
  stored.clear();
  Object.assign(calls, { count: 0, blobWrites: 0, running: 0, mostAtOnce: 0 });
});

function photo(id: string, name: string, status: PendingPhoto['status'] = 'waiting'): PendingPhoto {
  const upload = status === 'resizing' ? null : new Blob([name], { type: 'image/jpeg' });
  return {
    id,
    file: new File([name], name, { type: 'image/jpeg' }),
    // As chosen, before the resize.
    chosenSize: 3_800_000,
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
    const draft = 'property_draft:2:7';
    const photos = drafts.draftPhotos(draft, false);
    const a = photo('photo-1', 'sala.jpg');
    const b = photo('photo-2', 'quarto.jpg');
    const resizing = photo('photo-3', 'cozinha.jpg', 'resizing');
    await photos.keep([a, b, resizing], ['photo-2', 'saved:/img/1.jpg#1', 'photo-1']);
    expect(calls.blobWrites).toBe(2);
    // Moved: only the order is written again.
    await photos.keep([a, b], ['photo-1', 'saved:/img/1.jpg#1', 'photo-2']);
    expect(calls.blobWrites).toBe(2);

    const back = await drafts.draftPhotos(draft, true).restore();
    expect(back.order).toEqual(['photo-1', 'saved:/img/1.jpg#1', 'photo-2']);
    // The chosen file's size comes back too ('3,8 MB → …'), though only the resized bytes are kept.
    expect(
      back.photos.map(({ id, name, chosenSize, width, height }) => [id, name, chosenSize, width, height]),
    ).toEqual([
      ['photo-1', 'sala.jpg', 3_800_000, 4, 2],
      ['photo-2', 'quarto.jpg', 3_800_000, 4, 2],
    ]);
    expect(await back.photos[1]!.blob.text()).toBe('quarto.jpg');

    // Taken out: its bytes go; a photo whose bytes the browser lost is left out of what comes back.
    await photos.keep([b], ['photo-2']);
    expect([...stored.keys()].filter((key) => key.includes('|photo|'))).toEqual([`${draft}|photo|photo-2`]);
    stored.delete(`${draft}|photo|photo-2`);
    expect((await photos.restore()).photos).toEqual([]);
  });

  it('a draft kept before the chosen size was gives the kept copy’s size in its place', async () => {
    stored.set('property_draft:2:5|list', {
      photos: [{ id: 'photo-1', name: 'a.jpg', width: 4, height: 2, size: 5 }],
      order: ['photo-1'],
    });
    stored.set('property_draft:2:5|photo|photo-1', new Blob(['12345'], { type: 'image/jpeg' }));
    const back = await drafts.draftPhotos('property_draft:2:5', true).restore();
    expect(back.photos.map((p) => p.chosenSize)).toEqual([5]);
  });

  it('restored photos are not written again', async () => {
    await drafts.draftPhotos('property_draft:2:7', false).keep([photo('photo-1', 'sala.jpg')], ['photo-1']);
    const resumed = drafts.draftPhotos('property_draft:2:7', true);
    const back = await resumed.restore();
    expect(back.photos.map((p) => p.id)).toEqual(['photo-1']);
    await resumed.keep([photo('photo-1', 'sala.jpg')], ['photo-1']);
    expect(calls.blobWrites).toBe(1);
  });

  it('forgets one draft’s photos and leaves another’s', async () => {
    const fresh = drafts.draftPhotos('property_draft:2:new', false);
    await fresh.keep([photo('photo-1', 'a.jpg')], ['photo-1']);
    await drafts.draftPhotos('property_draft:2:8', false).keep([photo('photo-1', 'b.jpg')], ['photo-1']);
    await fresh.forget();
    expect(await fresh.restore()).toEqual({ photos: [], order: [] });
    const other = await drafts.draftPhotos('property_draft:2:8', true).restore();
    expect(other.photos.map((p) => p.name)).toEqual(['b.jpg']);
  });

  it('once saved, a write that takes every photo out and then the removal leave nothing behind', async () => {
    // The save's own order of events: a write due from a last change lands after the property was
    // saved (its photos belong to the upload queue then, so it keeps none), then the saved wizard
    // forgets the draft. The list was left behind once.
    const photos = drafts.draftPhotos('property_draft:2:100', true);
    await photos.restore();
    await photos.keep([photo('photo-1', 'a.jpg'), photo('photo-2', 'b.jpg')], ['photo-1', 'photo-2']);
    await photos.keep([], []);
    await photos.forget();
    expect([...stored.keys()]).toEqual([]);
  });

  it('runs its writes, reads and removal one after another, in the order asked', async () => {
    const photos = drafts.draftPhotos('property_draft:2:9', false);
    const kept = photos.keep([photo('photo-1', 'a.jpg')], ['photo-1']);
    const second = photos.keep(
      [photo('photo-1', 'a.jpg'), photo('photo-2', 'b.jpg')],
      ['photo-2', 'photo-1'],
    );
    const gone = photos.forget();
    await Promise.all([kept, second, gone]);
    expect(calls.mostAtOnce).toBe(1);
    expect([...stored.keys()]).toEqual([]);
    // Chosen again after the removal: kept again.
    await photos.keep([photo('photo-3', 'c.jpg')], ['photo-3']);
    expect((await photos.restore()).photos.map((p) => p.name)).toEqual(['c.jpg']);
  });

  it('a draft that never held a photo never opens the database', async () => {
    const photos = drafts.draftPhotos('property_draft:2:new', false);
    await photos.keep([photo('photo-1', 'a.jpg', 'resizing')], []);
    await photos.forget();
    expect(calls.count).toBe(0);
  });
});
