import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/api/errors';

/** A failed load: the screen's own message, the catalogue's reason, and a retry. */
export function ErrorState({
  title,
  error,
  onRetry,
  retryLabel = 'Tentar novamente',
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  /** The screen's own wording when the spec gives one (the executive dashboard's 'Tentar Novamente'). */
  retryLabel?: string;
}) {
  const reason = isApiError(error) ? error.message : undefined;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      <Group justify="space-between" gap="sm">
        {reason && reason !== title ? <Text size="sm">{reason}</Text> : <span />}
        {onRetry && (
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
