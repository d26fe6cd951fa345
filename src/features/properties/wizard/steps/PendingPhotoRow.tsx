import { ActionIcon, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useWizard, type PendingPhoto } from '../store';

const STATUS_TEXT: Record<PendingPhoto['status'], string> = {
  waiting: 'Será enviada ao salvar',
  sending: 'Enviando…',
  sent: 'Enviada',
  failed: 'Falha no envio',
};

/** A photo from the device with its upload progress (one bar per file). */
export function PendingPhotoRow({ photo }: { photo: PendingPhoto }) {
  const removePhoto = useWizard((s) => s.removePhoto);
  return (
    <Paper withBorder p="xs" radius="md">
      <Group gap="sm" wrap="nowrap">
        <Image src={photo.preview} alt={photo.file.name} w={72} h={54} radius="sm" fit="cover" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate="end">
            {photo.file.name}
          </Text>
          <Progress
            value={photo.status === 'sent' ? 100 : photo.progress}
            color={photo.status === 'failed' ? 'red' : undefined}
            aria-label={`Envio de ${photo.file.name}`}
            size="sm"
          />
          <Text size="xs" c={photo.status === 'failed' ? 'red' : 'dimmed'}>
            {photo.error ?? STATUS_TEXT[photo.status]}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remover ${photo.file.name}`}
          disabled={photo.status === 'sending'}
          onClick={() => removePhoto(photo.id)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
