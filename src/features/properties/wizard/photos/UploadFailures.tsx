import { Alert, Button, Group } from '@mantine/core';
import { plural } from '@/lib/format';
import { useWizard, useWizardStore } from '../store';
import { usePhotoUploads } from './usePhotoUploads';

/**
 * After the save, photos that failed (issue 27.3): the property is saved; they can be sent again,
 * or let go — either way the wizard then finishes (useWizardSave).
 */
export function UploadFailures() {
  const store = useWizardStore();
  const saved = useWizard((s) => s.saved !== null);
  const photos = useWizard((s) => s.photos);
  const failed = photos.filter((p) => p.status === 'failed').map((p) => p.id);
  const uploads = usePhotoUploads();
  if (!saved || failed.length === 0) return null;
  return (
    <Alert color="red" title="Imóvel salvo, mas há fotos não enviadas" role="alert">
      {plural(failed.length, 'foto não foi enviada', 'fotos não foram enviadas')}.
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={() => void Promise.all(failed.map((id) => uploads.retry(id)))}>
          Tentar novamente
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            for (const id of failed) store.getState().updatePhoto(id, { status: 'cancelled' });
          }}
        >
          Continuar sem elas
        </Button>
      </Group>
    </Alert>
  );
}
