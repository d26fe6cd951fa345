import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { READABLE_ALERT_TITLE } from '@/components/tone';

/**
 * The tenant screen's red banner: a failed call in words, dismissible, with a retry. Brought into
 * view as it appears: the form's sits at its top, and a failed 'Criar tenant' (the button at the
 * bottom) showed it above the screen, out of sight.
 */
export function ErrorBanner({
  message,
  onClose,
  onRetry,
}: {
  message: string;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Not in jsdom.
    banner.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  return (
    <Alert
      ref={banner}
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={message}
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={onClose}
      styles={READABLE_ALERT_TITLE}
    >
      {onRetry && (
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            Tentar novamente
          </Button>
        </Group>
      )}
    </Alert>
  );
}
