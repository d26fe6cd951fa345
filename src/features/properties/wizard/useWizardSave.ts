import type { UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/errors';
import { uploadPropertyImage } from '@/api/upload';
import type { components } from '@/api/schema';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useCreateProperty, useReplaceProperty } from '../api/property-mutations';
import { fieldOfBodyKey, stepOfField } from './steps';
import { useWizard, type PendingPhoto } from './store';
import { bodyIssues, wizardBody } from './validation';
import type { WizardValues } from './values';

type Property = components['schemas']['Property'];
type MutationAnswer = components['schemas']['PropertyMutationResponse'];

const SAVE_ERROR = 'Erro ao salvar imóvel';

/** A server may answer the property itself or wrap it in `property`. */
function savedProperty(answer: MutationAnswer | Property): Property {
  return 'property' in answer && answer.property ? answer.property : (answer as Property);
}

/**
 * Saving the wizard: the body's formats checked with the contract's schema (the one the mock
 * validates with), then POST (create) or PUT (edit, from the property as loaded), then the photos
 * from the device one by one with their progress. Errors go under their fields and open the step
 * of the first one; a failed save keeps the form (and its draft) as it was.
 */
export function useWizardSave({
  form,
  original,
  initial,
  onSaved,
}: {
  form: UseFormReturn<WizardValues>;
  original: Property | null;
  initial: WizardValues;
  onSaved: (property: Property, options: { export: boolean }) => void;
}) {
  const create = useCreateProperty();
  const replace = useReplaceProperty();
  const goTo = useWizard((s) => s.goTo);
  const photos = useWizard((s) => s.photos);
  const updatePhoto = useWizard((s) => s.updatePhoto);
  const exportToPortal = useWizard((s) => s.exportToPortal);

  /**
   * Messages under their fields, the first one's step opened. 'schema' ones are the client's own
   * check and follow the field as it is corrected (useLiveFieldErrors); 'server' ones stay until
   * the next save.
   */
  const showFieldErrors = (errors: [string, string][], type: 'schema' | 'server') => {
    const steps: number[] = [];
    for (const [key, message] of errors) {
      const field = fieldOfBodyKey(key);
      if (!field) continue;
      form.setError(field, { type, message });
      steps.push(stepOfField(field));
    }
    if (steps.length > 0) goTo(Math.min(...steps));
    return steps.length > 0;
  };

  const uploadPhotos = async (propertyId: number): Promise<number> => {
    let failed = 0;
    for (const photo of photos.filter((p: PendingPhoto) => p.status !== 'sent')) {
      updatePhoto(photo.id, { status: 'sending', progress: 0, error: null });
      try {
        await uploadPropertyImage(propertyId, photo.file, (progress) => updatePhoto(photo.id, { progress }));
        updatePhoto(photo.id, { status: 'sent', progress: 100 });
      } catch (error) {
        failed += 1;
        updatePhoto(photo.id, { status: 'failed', error: errorMessage(error, 'Falha no envio') });
      }
    }
    return failed;
  };

  const save = async (publish: boolean) => {
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
        goTo(stepOfField('external_id'));
      }
      toast.failure(error, SAVE_ERROR);
      return;
    }
    const property = savedProperty(answer);
    const failed = await uploadPhotos(property.id);
    if (failed > 0) {
      toast.error(
        `${plural(failed, 'foto não foi enviada', 'fotos não foram enviadas')}. Tente novamente na edição.`,
      );
    }
    toast.success(answer.message || 'Imóvel salvo com sucesso');
    onSaved(property, { export: publish && exportToPortal });
  };

  const { run, busy } = useSingleFlight(save);
  return { save: () => void run(false), publish: () => void run(true), saving: busy };
}
