import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { formatBytes, formatNumber } from '@/lib/format';
import { useWizard, type PendingPhoto } from '../store';
import type { GalleryItem } from './gallery';
import { usePhotoUploads } from './usePhotoUploads';

const STATUS_TEXT: Record<PendingPhoto['status'], string> = {
  resizing: 'Reduzindo…',
  waiting: 'Será enviada ao salvar',
  sending: 'Enviando…',
  sent: 'Enviada',
  failed: 'Falha no envio',
  cancelled: 'Envio cancelado',
};

/** Held on one line: a narrow row breaks only between the parts, never inside '1.440 × 1.920 px'. */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

/** '3,8 MB → 410 kB · 1920 × 1440 px': what the resize saved. */
function sizeLine(photo: PendingPhoto): string {
  if (photo.size === null) return unbroken(formatBytes(photo.chosenSize));
  const dims =
    photo.width && photo.height
      ? ` · ${unbroken(`${formatNumber(photo.width)} × ${formatNumber(photo.height)} px`)}`
      : '';
  return `${unbroken(formatBytes(photo.chosenSize))} → ${unbroken(formatBytes(photo.size))}${dims}`;
}

/** A photo of the list: its handle, thumbnail, size saved, upload state and its actions. */
export function PhotoRow({
  item,
  index,
  name,
  onCover,
  onRemove,
}: {
  item: GalleryItem;
  index: number;
  name: string;
  onCover: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.key });
  const saved = useWizard((s) => s.saved !== null);
  const uploads = usePhotoUploads();
  const photo = item.kind === 'device' ? item.photo : null;
  const sending = photo?.status === 'sending';
  const cancellable = photo !== null && (sending || (saved && photo.status === 'waiting'));

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      role="listitem"
      data-photo-key={item.key}
      shadow={isDragging ? 'md' : undefined}
      style={{
        // Moved, never scaled: a row dragged over a shorter one kept its own height.
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Mover ${name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Image
          src={photo?.preview ?? (item.kind === 'saved' ? item.url : '')}
          alt=""
          w={72}
          h={54}
          radius="sm"
          fit="cover"
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text
            size="sm"
            truncate="end"
            title={item.kind === 'saved' && !item.url.startsWith('data:') ? item.url : undefined}
          >
            {name}
          </Text>
          {photo && (
            <>
              <Text size="xs" c="dimmed">
                {sizeLine(photo)}
              </Text>
              {(sending || photo.status === 'sent') && (
                <Progress
                  value={photo.status === 'sent' ? 100 : photo.progress}
                  aria-label={`Envio de ${name}`}
                  size="sm"
                />
              )}
              <Text size="xs" c={photo.status === 'failed' ? 'red' : 'dimmed'} aria-live="polite">
                {photo.error ?? STATUS_TEXT[photo.status]}
              </Text>
            </>
          )}
          {/* Under the name, not beside it: on a phone the row keeps room for the name. */}
          <div>
            {index === 0 ? (
              <Badge variant="light">Capa</Badge>
            ) : (
              <Button
                variant="subtle"
                size="compact-xs"
                px={0}
                onClick={onCover}
                // The visible words first (label in name), then which photo.
                aria-label={`Definir como capa: ${name}`}
              >
                Definir como capa
              </Button>
            )}
          </div>
        </Stack>
        {photo?.status === 'failed' && saved && (
          <ActionIcon
            variant="subtle"
            aria-label={`Tentar enviar ${name} de novo`}
            onClick={() => void uploads.retry(photo.id)}
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        )}
        {cancellable ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Cancelar envio de ${name}`}
            onClick={() => uploads.cancel(photo.id)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remover ${name}`}
            disabled={photo?.status === 'sent'}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
