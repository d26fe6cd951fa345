import { ActionIcon, Badge, Button, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isImageUrl } from '../../schemas/property';
import { photoName } from '../photo-name';
import { useWizard } from '../store';
import type { WizardValues } from '../values';
import { PendingPhotoRow } from './PendingPhotoRow';

/** The contract's upload limit (design decision: JPEG, PNG or WebP up to 10 MB). */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = IMAGE_MIME_TYPE.filter((t) => ['image/jpeg', 'image/png', 'image/webp'].includes(t));
const INVALID_IMAGE_URL = 'URL de imagem inválida';

/** Step 6: photos in order (the first is the cover), from the device or by address, and the tour. */
export function MediaStep() {
  const { control, register, formState, setValue } = useFormContext<WizardValues>();
  const photos = useWizard((s) => s.photos);
  const addPhotos = useWizard((s) => s.addPhotos);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const openPicker = useRef<() => void>(null);
  const images = useWatch({ control, name: 'image_urls' });
  const setImages = (next: string[]) => setValue('image_urls', next, { shouldDirty: true });

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setImages(next);
  };

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
        onDrop={(files) => {
          setRejected(null);
          addPhotos(files);
        }}
        onReject={() => setRejected('Envie imagens JPEG, PNG ou WebP de até 10 MB.')}
        accept={ACCEPTED}
        maxSize={MAX_BYTES}
        aria-label="Adicionar fotos"
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
              JPEG, PNG ou WebP, até 10 MB cada. São enviadas ao salvar.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejected && (
        <Text size="sm" c="red" role="alert">
          {rejected}
        </Text>
      )}
      {photos.length > 0 && (
        <Stack gap="xs" role="group" aria-label="Fotos a enviar">
          {photos.map((photo) => (
            <PendingPhotoRow key={photo.id} photo={photo} />
          ))}
        </Stack>
      )}

      {images.length === 0 && photos.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma foto ainda. A primeira foto é a capa do anúncio.
        </Text>
      )}
      <Stack gap="xs" role="list" aria-label="Fotos do imóvel">
        {images.map((src, index) => (
          <Paper key={`${src}-${index}`} withBorder p="xs" radius="md" role="listitem">
            <Group gap="sm" wrap="nowrap">
              <Image src={src} alt={`Foto ${index + 1}`} w={72} h={54} radius="sm" fit="cover" />
              <Text
                size="sm"
                style={{ flex: 1, minWidth: 0 }}
                truncate="end"
                title={src.startsWith('data:') ? undefined : src}
              >
                {photoName(src, index)}
              </Text>
              {index === 0 && <Badge variant="light">Capa</Badge>}
              <ActionIcon
                variant="subtle"
                aria-label={`Mover foto ${index + 1} para cima`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Mover foto ${index + 1} para baixo`}
                disabled={index === images.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover foto ${index + 1}`}
                onClick={() => setImages(images.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>

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
