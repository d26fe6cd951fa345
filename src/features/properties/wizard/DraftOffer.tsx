import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
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
  // The form waits for this choice: it takes the focus, and with it the view (a reload keeps the
  // page's scroll, which left the offer above the screen and the form greyed out below it).
  const resume = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => resume.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
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
        <Button ref={resume} size="xs" onClick={onResume}>
          Continuar rascunho
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Descartar
        </Button>
      </Group>
    </Alert>
  );
}
