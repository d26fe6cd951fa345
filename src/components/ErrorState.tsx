import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '@/api/errors';
import { RetryButton } from './RetryButton';

/** A failed load: the screen's own message (and text), the catalogue's reason, and a retry. */
export function ErrorState({
  title,
  message,
  error,
  onRetry,
  retryLabel = 'Tentar novamente',
}: {
  /** The screen's own message for the failure ('Erro ao carregar dashboard'), the alert's title. */
  title: string;
  /** A sentence under the title, when the screen has one. */
  message?: string;
  /** The failed call's error: an ApiError's message (the server's reason) shows under the title. */
  error?: unknown;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** The screen's own wording when the spec gives one (the executive dashboard's 'Tentar Novamente'). */
  retryLabel?: string;
}) {
  const reason = isApiError(error) ? error.message : undefined;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <div>
          {message && <Text size="sm">{message}</Text>}
          {reason && reason !== title && reason !== message && (
            <Text size="sm" c={message ? 'dimmed' : undefined}>
              {reason}
            </Text>
          )}
        </div>
        {onRetry && <RetryButton onRetry={onRetry} label={retryLabel} />}
      </Group>
    </Alert>
  );
}
