import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isImageUrl } from '../../schemas/property';
import { PhotoList } from '../photos/PhotoList';
import { UploadFailures } from '../photos/UploadFailures';
import { useWizard } from '../store';
import type { WizardValues } from '../values';

/** The contract's upload limit (design decision: JPEG, PNG or WebP up to 10 MB). */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = IMAGE_MIME_TYPE.filter((t) => ['image/jpeg', 'image/png', 'image/webp'].includes(t));
const INVALID_IMAGE_URL = 'URL de imagem inválida';
const REFUSED = 'Envie imagens JPEG, PNG ou WebP de até 10 MB.';

/**
 * Step 6: photos in order (the first is the cover), from the device (resized at once, sent after
 * the save) or by address, and the tour.
 */
export function MediaStep() {
  const { control, register, formState, setValue } = useFormContext<WizardValues>();
  const photos = useWizard((s) => s.photos);
  const addPhotos = useWizard((s) => s.addPhotos);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const refused = useWizard((s) => s.refused);
  const setRefused = useWizard((s) => s.setRefused);
  const openPicker = useRef<() => void>(null);
  const images = useWatch({ control, name: 'image_urls' });
  const setImages = (next: string[]) => setValue('image_urls', next, { shouldDirty: true });

  const addUrl = () => {
    const value = url.trim();
    if (!isImageUrl(value)) {
      setUrlError(INVALID_IMAGE_URL);
      return;
    }
    setImages([...images, value]);
    setUrl('');
    setUrlError(null);
  };

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={addPhotos}
        // Both lists of one choice at once: a refused file chosen with good ones is named too.
        onDropAny={(_, refusals) => setRefused(refusals.map(({ file }) => file.name))}
        accept={ACCEPTED}
        maxSize={MAX_BYTES}
        aria-label="Adicionar fotos"
        // Mantine names its hidden file input 'file upload': a screen reader read it in English.
        inputProps={{ 'aria-label': 'Escolher fotos' }}
        openRef={openPicker}
        // Enter opens the file picker as Space does, whatever state the drop zone's
        // own key handling is in; this replaces it. (No role="button": the zone holds the file input.)
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          openPicker.current?.();
        }}
      >
        <Group justify="center" gap="sm" mih={96} style={{ pointerEvents: 'none' }}>
          <IconPhotoPlus size={32} aria-hidden />
          <div>
            <Text fw={600}>Arraste fotos aqui ou clique para escolher</Text>
            <Text size="sm" c="dimmed">
              JPEG, PNG ou WebP, até 10 MB cada. Reduzidas aqui (até 1920 px, sem localização) e enviadas ao
              salvar.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {refused.length > 0 && (
        <Text size="sm" c="red" role="alert">
          {`Não adicionada${refused.length > 1 ? 's' : ''}: ${refused.join(', ')}. ${REFUSED}`}
        </Text>
      )}
      <UploadFailures />
      {images.length === 0 && photos.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma foto ainda. A primeira foto é a capa do anúncio.
        </Text>
      )}
      <PhotoList />

      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Adicionar foto por URL"
          placeholder="https://…"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setUrlError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addUrl();
            }
          }}
          error={urlError ?? formState.errors.image_urls?.message}
          style={{ flex: 1 }}
        />
        <Button variant="default" mt={25} onClick={addUrl}>
          Adicionar
        </Button>
      </Group>
      <TextInput
        label="Link do tour virtual"
        placeholder="https://…"
        {...register('virtual_tour_link')}
        error={formState.errors.virtual_tour_link?.message}
      />
    </Stack>
  );
}
