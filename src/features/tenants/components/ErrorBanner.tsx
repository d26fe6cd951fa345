import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { READABLE_ALERT_TITLE } from '@/components/tone';

/** The tenant screen's red banner: a failed call in words, dismissible, with a retry. */
export function ErrorBanner({
  message,
  onClose,
  onRetry,
}: {
  message: string;
  onClose: () => void;
  onRetry?: () => void;
}) {
  return (
    <Alert
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
