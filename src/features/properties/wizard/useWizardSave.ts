import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import type { components } from '@/api/schema';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import {
  useCreateProperty,
  useRefreshProperties,
  useReorderImages,
  useReplaceProperty,
} from '../api/property-mutations';
import { galleryItems, imageOrder, storedUrls } from './photos/gallery';
import { usePhotoUploads } from './photos/usePhotoUploads';
import { byStepOrder, fieldOfBodyKey } from './steps';
import { useWizard, useWizardStore, type PendingPhoto } from './store';
import { bodyIssues, wizardBody } from './validation';
import type { WizardField, WizardValues } from './values';

type Property = components['schemas']['Property'];
type MutationAnswer = components['schemas']['PropertyMutationResponse'];

/** A photo in one of these is still on its way (or waits for a retry or to be let go). */
const OPEN_STATUSES: PendingPhoto['status'][] = ['resizing', 'waiting', 'sending', 'failed'];

const SAVE_ERROR = 'Erro ao salvar imóvel';

/** A server may answer the property itself or wrap it in `property`. */
function savedProperty(answer: MutationAnswer | Property): Property {
  return 'property' in answer && answer.property ? answer.property : (answer as Property);
}

/**
 * Saving the wizard: the body's formats checked with the contract's schema (the one the mock
 * validates with), then POST (create) or PUT (edit, from the property as loaded), then the photos
 * from the device (photos/usePhotoUploads) and the order the user gave them. Errors go under their
 * fields and the first one in step order is revealed (`reveal`: its step opened, the field focused,
 * the phone's drawer closed); a failed save keeps the form (and its draft) as it was.
 */
export function useWizardSave({
  form,
  original,
  initial,
  reveal,
  onSaved,
}: {
  form: UseFormReturn<WizardValues>;
  original: Property | null;
  initial: WizardValues;
  reveal: (field: WizardField) => void;
  onSaved: (property: Property, options: { export: boolean }) => void;
}) {
  const create = useCreateProperty();
  const replace = useReplaceProperty();
  const store = useWizardStore();
  const exportToPortal = useWizard((s) => s.exportToPortal);
  const uploads = usePhotoUploads();
  const reorder = useReorderImages();
  const refreshProperties = useRefreshProperties();
  const finishing = useRef(false);

  /**
   * Once every photo has settled with none failed: the order the user set is sent (uploads append
   * as they finish), then the wizard is done. A failed photo keeps the wizard open on its step,
   * with 'Tentar novamente' and 'Continuar sem elas'; settling them lands here too.
   */
  const saved = useWizard((s) => s.saved);
  const photos = useWizard((s) => s.photos);
  const settled = saved !== null && !photos.some((p) => OPEN_STATUSES.includes(p.status));
  useEffect(() => {
    if (!settled || finishing.current) return;
    finishing.current = true;
    const { saved: done, photos: latest, order } = store.getState();
    const wanted = storedUrls(galleryItems(form.getValues('image_urls'), latest, order));
    const positions = imageOrder(wanted, done!.stored);
    void (async () => {
      let refreshed = false;
      if (positions) {
        try {
          await reorder.mutateAsync({ id: done!.property.id, order: positions });
          refreshed = true;
        } catch (error) {
          toast.failure(error, 'A ordem das fotos não foi salva');
        }
      }
      // Otherwise the detail page would show the property as it was before the uploads.
      if (!refreshed && latest.some((p) => p.status === 'sent')) await refreshProperties();
      toast.success(done!.message || 'Imóvel salvo com sucesso');
      onSaved(done!.property, { export: done!.publish && exportToPortal });
    })();
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once, when the photos settle

  /**
   * Messages under their fields, the first one in step order revealed. 'schema' ones are the
   * client's own check and follow the field as it is corrected (LiveFieldErrors); 'server' ones
   * stay until the next save.
   */
  const showFieldErrors = (errors: [string, string][], type: 'schema' | 'server') => {
    const fields: WizardField[] = [];
    for (const [key, message] of errors) {
      const field = fieldOfBodyKey(key);
      if (!field) continue;
      form.setError(field, { type, message });
      fields.push(field);
    }
    const first = fields.sort(byStepOrder)[0];
    if (first) reveal(first);
  };

  /** After the property is saved: its photos, then (see above) the order and the way out. */
  const sendPhotos = async () => {
    await uploads.run();
    const failed = store.getState().photos.filter((p) => p.status === 'failed').length;
    if (failed > 0) {
      toast.error(
        `${plural(failed, 'foto não foi enviada', 'fotos não foram enviadas')}. Tente novamente ou continue sem elas.`,
      );
      reveal('image_urls');
    }
  };

  const save = async (publish: boolean) => {
    // Saved already, photos left: send them, never the property a second time.
    if (store.getState().saved) return sendPhotos();
    form.clearErrors();
    const body = { ...wizardBody(form.getValues(), original, initial), ...(publish ? { publish } : {}) };
    const issues = bodyIssues(body, original !== null);
    if (issues.length > 0) {
      showFieldErrors(
        issues.flatMap(({ field, message }) => (field ? [[field, message] as [string, string]] : [])),
        'schema',
      );
      // A value with no field on screen (kept from the loaded property) is named in the toast.
      toast.error(issues.find((i) => !i.field)?.message ?? 'Corrija os campos destacados antes de salvar.');
      return;
    }
    let answer: MutationAnswer;
    try {
      answer = original
        ? await replace.mutateAsync({ id: original.id, body: body as typeof body & { external_id: string } })
        : await create.mutateAsync(body);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(Object.entries(error.fieldErrors), 'server');
      if (isApiError(error) && error.status === 409) {
        form.setError('external_id', { type: 'server', message: error.message });
        reveal('external_id');
      }
      toast.failure(error, SAVE_ERROR);
      return;
    }
    const property = savedProperty(answer);
    store.getState().setSaved({
      property,
      message: answer.message ?? '',
      publish,
      stored: property.image_urls ?? [],
    });
    await sendPhotos();
  };

  const { run, busy } = useSingleFlight(save);

  // A wizard resumed after a sign-in (parked.ts) goes on sending the photos left, as it was doing.
  useEffect(() => {
    const { saved: left, photos: queue } = store.getState();
    if (!left || !queue.some((p) => p.status === 'waiting' || p.status === 'resizing')) return;
    const count = queue.filter((p) => p.status !== 'sent' && p.status !== 'cancelled').length;
    toast.info(`Sessão retomada: enviando ${plural(count, 'foto que faltava', 'fotos que faltavam')}.`);
    void run(false);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the resumed wizard mounts
  return { save: () => void run(false), publish: () => void run(true), saving: busy };
}
