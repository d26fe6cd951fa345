import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Asks a failed load again: the failure states' one retry button (ErrorState, StaleBanner, …). */
export function RetryButton({
  onRetry,
  loading,
  label = 'Tentar novamente',
}: {
  onRetry: () => void;
  /** The retry is on its way. */
  loading?: boolean;
  /** The screen's own wording when the spec gives one (the executive dashboard's 'Tentar Novamente'). */
  label?: string;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRefresh size={14} />}
      onClick={onRetry}
      loading={loading}
    >
      {label}
    </Button>
  );
}
