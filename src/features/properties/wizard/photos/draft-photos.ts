import { createStore, delMany, get, getMany, keys, setMany, type UseStore } from 'idb-keyval';
import type { PendingPhoto } from '../store';

/** A photo from the device as the draft keeps it: what the list shows of it (its bytes apart). */
interface KeptPhoto {
  id: string;
  name: string;
  /** The size of the file as chosen (only its resized copy is kept); absent from older drafts. */
  chosenSize?: number;
  width: number | null;
  height: number | null;
  size: number | null;
}

/** A kept photo with its bytes (the resized copy, or the file as chosen), read back. */
export type RestoredPhoto = KeptPhoto & { chosenSize: number; blob: Blob };

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
 * here) in one transaction with the list and its order, so that a list never names bytes that are
 * not there; then drops the bytes of photos taken out. Rejects when the browser refuses (no
 * IndexedDB, storage full).
 */
async function keepPhotos(
  draft: string,
  photos: readonly PendingPhoto[],
  order: readonly string[],
  written: Set<string>,
): Promise<void> {
  const kept = keptPhotos(photos);
  const fresh = kept.filter((photo) => !written.has(photo.id));
  const list: KeptList = {
    photos: kept.map(({ id, file, chosenSize, width, height, size }) => ({
      id,
      name: file.name,
      chosenSize,
      width,
      height,
      size,
    })),
    order: [...order],
  };
  await setMany(
    [
      ...fresh.map((photo): [string, unknown] => [photoKey(draft, photo.id), photo.upload]),
      [listKey(draft), list],
    ],
    store(),
  );
  for (const photo of fresh) written.add(photo.id);
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
async function restorePhotos(draft: string): Promise<{ photos: RestoredPhoto[]; order: string[] }> {
  const list = await get<KeptList>(listKey(draft), store());
  if (!list) return { photos: [], order: [] };
  const blobs = await getMany<Blob | undefined>(
    list.photos.map((photo) => photoKey(draft, photo.id)),
    store(),
  );
  const photos = list.photos.flatMap((photo, i) => {
    const blob = blobs[i];
    // A draft kept before its chosen size was: the kept copy's size stands in.
    return blob instanceof Blob ? [{ ...photo, chosenSize: photo.chosenSize ?? blob.size, blob }] : [];
  });
  return { photos, order: list.order };
}

/** Everything kept under the draft's key. */
async function forgetPhotos(draft: string): Promise<void> {
  const prefix = `${draft}|`;
  const all = await keys<string>(store());
  await delMany(
    all.filter((key) => typeof key === 'string' && key.startsWith(prefix)),
    store(),
  );
}

export interface DraftPhotos {
  /** Writes the photos the draft keeps and their order (see keptPhotos). */
  keep: (photos: readonly PendingPhoto[], order: readonly string[]) => Promise<void>;
  /** The photos kept by an earlier visit, and their order. */
  restore: () => Promise<{ photos: RestoredPhoto[]; order: string[] }>;
  /** The draft's photos gone (discarded, saved, or back to what was loaded). */
  forget: () => Promise<void>;
}

/**
 * One draft's photos in IndexedDB. Its writes, reads and removal run one after another, in the
 * order asked: a save right after a change asks for the removal while that change's write is under
 * way, and the removal then comes after it and takes what it wrote too.
 *
 * `kept`: the draft may hold photos already (an earlier visit left a draft). A draft that never had
 * one never opens IndexedDB.
 */
export function draftPhotos(draft: string, kept: boolean): DraftPhotos {
  /** The ids of the photos whose bytes are stored already (each is written once). */
  const written = new Set<string>();
  let stored = kept;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const done = queue.then(task);
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    keep: (photos, order) => {
      if (!stored && keptPhotos(photos).length === 0) return Promise.resolve();
      stored = true;
      return inTurn(() => keepPhotos(draft, photos, order, written));
    },
    restore: () =>
      inTurn(async () => {
        const restored = await restorePhotos(draft);
        for (const photo of restored.photos) written.add(photo.id);
        return restored;
      }),
    forget: () => {
      if (!stored) return Promise.resolve();
      stored = false;
      return inTurn(() => {
        written.clear();
        return forgetPhotos(draft);
      });
    },
  };
}
