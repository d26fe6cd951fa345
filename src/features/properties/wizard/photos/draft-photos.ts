import { createStore, delMany, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import type { PendingPhoto } from '../store';

/** A photo from the device as the draft keeps it: what the list shows of it (its bytes apart). */
interface KeptPhoto {
  id: string;
  name: string;
  width: number | null;
  height: number | null;
  size: number | null;
}

/** A kept photo with its bytes (the resized copy, or the file as chosen), read back. */
export type RestoredPhoto = KeptPhoto & { blob: Blob };

interface KeptList {
  photos: KeptPhoto[];
  /** The list's order as the user set it (photos/gallery.ts's keys). */
  order: string[];
}

/**
 * The draft's photos live in IndexedDB, beside the draft of the fields in localStorage, whose five
 * megabytes a few photos would fill. Opened on first use: a browser without IndexedDB (or a test
 * without it) keeps the fields only, and the wizard says so when the user leaves.
 */
let opened: UseStore | null = null;
const store = () => (opened ??= createStore('imobi-drafts', 'photos'));

const listKey = (draft: string) => `${draft}|list`;
const photoKey = (draft: string, id: string) => `${draft}|photo|${id}`;

/** The photos the draft keeps: chosen, ready to send (resized), and not taken out of the list. */
export function keptPhotos(photos: readonly PendingPhoto[]): PendingPhoto[] {
  return photos.filter(
    (photo) => photo.status !== 'cancelled' && photo.status !== 'resizing' && photo.upload,
  );
}

/**
 * Writes the draft's photos: each photo's bytes once (`written`: the ids already stored, updated
 * here), the list and its order at every change, and drops the bytes of photos taken out. Rejects
 * when the browser refuses (no IndexedDB, storage full).
 */
export async function keepPhotos(
  draft: string,
  photos: readonly PendingPhoto[],
  order: readonly string[],
  written: Set<string>,
): Promise<void> {
  const kept = keptPhotos(photos);
  const fresh = kept.filter((photo) => !written.has(photo.id));
  if (fresh.length > 0) {
    await setMany(
      fresh.map((photo) => [photoKey(draft, photo.id), photo.upload]),
      store(),
    );
    for (const photo of fresh) written.add(photo.id);
  }
  const list: KeptList = {
    photos: kept.map(({ id, file, width, height, size }) => ({ id, name: file.name, width, height, size })),
    order: [...order],
  };
  await set(listKey(draft), list, store());
  const gone = [...written].filter((id) => !kept.some((photo) => photo.id === id));
  if (gone.length > 0) {
    await delMany(
      gone.map((id) => photoKey(draft, id)),
      store(),
    );
    for (const id of gone) written.delete(id);
  }
}

/** The draft's photos (those the browser still has) and the order, as kept. */
export async function restorePhotos(draft: string): Promise<{ photos: RestoredPhoto[]; order: string[] }> {
  const list = await get<KeptList>(listKey(draft), store());
  if (!list) return { photos: [], order: [] };
  const blobs = await getMany<Blob | undefined>(
    list.photos.map((photo) => photoKey(draft, photo.id)),
    store(),
  );
  const photos = list.photos.flatMap((photo, i) => {
    const blob = blobs[i];
    return blob instanceof Blob ? [{ ...photo, blob }] : [];
  });
  return { photos, order: list.order };
}

/** The draft's photos gone (discarded, saved, or back to what was loaded). */
export async function forgetPhotos(draft: string): Promise<void> {
  const prefix = `${draft}|`;
  const all = await keys<string>(store());
  await delMany(
    all.filter((key) => typeof key === 'string' && key.startsWith(prefix)),
    store(),
  );
}
