import { errorMessage, isApiError } from '@/api/errors';
import { uploadPropertyImage } from '@/api/upload';
import { readToken } from '@/lib/session-storage';
import { useWizardStore, type PendingPhoto } from '../store';

/** Uploads at a time (issue 27.3): a phone's connection shared by a few, not a dozen. */
const UPLOAD_CONCURRENCY = 3;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** What is sent: the resized copy under the photo's name with its new type's extension. */
function uploadFile(photo: PendingPhoto): File {
  const blob = photo.upload ?? photo.file;
  if (blob instanceof File) return blob;
  const extension = EXTENSIONS[blob.type] ?? 'jpg';
  const name = photo.file.name.replace(/\.[^.]*$/, '') || 'foto';
  return new File([blob], `${name}.${extension}`, { type: blob.type });
}

/** Still to send: not sent, not let go, and not in flight already (a resumed queue's last ones). */
const toSend = (p: PendingPhoto) =>
  p.status === 'resizing' || p.status === 'waiting' || p.status === 'failed';

/**
 * The upload queue of the photo step: each photo waits for its resized copy, then goes with its
 * own progress, a few at a time; one can be cancelled (in flight or still waiting its turn) and a
 * failed one sent again. Each answer's image list, the longest so far (uploads append as they
 * finish), is kept in the store's `saved.stored` for the order sent at the end.
 */
export function usePhotoUploads() {
  const store = useWizardStore();
  const { controllers } = store.getState();

  const update = (id: string, patch: Partial<PendingPhoto>) => store.getState().updatePhoto(id, patch);
  const current = (id: string) => store.getState().photos.find((p) => p.id === id);

  const sendOne = async (propertyId: number, id: string): Promise<void> => {
    await store.getState().prepared(id);
    const photo = current(id);
    if (!photo || photo.status === 'cancelled' || photo.upload === null) return;
    // The session ended meanwhile: the photo keeps its place in the queue for after the sign-in.
    if (readToken() === null) return;
    const controller = new AbortController();
    controllers.set(id, controller);
    update(id, { status: 'sending', progress: 0, error: null });
    try {
      const answer = await uploadPropertyImage(
        propertyId,
        uploadFile(photo),
        (progress) => update(id, { progress }),
        controller.signal,
      );
      // The server's list first: once the last photo reads 'sent', the order is worked out from it.
      const { saved, setSaved } = store.getState();
      if (saved && answer.image_urls.length > saved.stored.length) {
        setSaved({ ...saved, stored: answer.image_urls });
      }
      update(id, { status: 'sent', progress: 100, url: answer.photo?.url ?? answer.url });
    } catch (error) {
      if (controller.signal.aborted) update(id, { status: 'cancelled', progress: 0 });
      // A 401 ended the session (api/client.ts): back in the queue, sent once the user is back.
      else if (isApiError(error) && error.status === 401) update(id, { status: 'waiting', progress: 0 });
      else update(id, { status: 'failed', error: errorMessage(error, 'Falha no envio') });
    } finally {
      controllers.delete(id);
    }
  };

  /** Sends `ids` a few at a time; resolves when each has settled. */
  const sendAll = async (ids: string[]): Promise<void> => {
    const propertyId = store.getState().saved?.property.id;
    if (propertyId === undefined) return;
    const queue = [...ids];
    const lane = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        await sendOne(propertyId, id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, lane));
  };

  return {
    /** Every photo not sent yet (failed ones again), to the property saved. */
    run: () =>
      sendAll(
        store
          .getState()
          .photos.filter(toSend)
          .map((p) => p.id),
      ),
    /** One failed photo again. */
    retry: (id: string) => sendAll([id]),
    cancel: (id: string) => {
      const controller = controllers.get(id);
      if (controller) controller.abort();
      else update(id, { status: 'cancelled', progress: 0 });
    },
  };
}
