import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatDateTime } from '@/lib/format';

/** A draft kept in this browser, offered back when the wizard reopens. */
export function DraftOffer({
  savedAt,
  onResume,
  onDiscard,
}: {
  savedAt: string;
  onResume: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconDeviceFloppy size={18} aria-hidden />}
      title="Há um rascunho não salvo deste imóvel"
      styles={READABLE_ALERT_TITLE}
    >
      <Text size="sm">
        Guardado neste navegador em {formatDateTime(savedAt)}. Continue o rascunho ou descarte-o para editar.
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onResume}>
          Continuar rascunho
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Descartar
        </Button>
      </Group>
    </Alert>
  );
}
