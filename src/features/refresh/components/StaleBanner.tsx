import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '@/api/errors';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatRelative } from '@/lib/format';
import type { Staleness } from '../hooks/useCockpitRefresh';

const STALE_TITLE = 'Dados desatualizados';

/**
 * The cockpit shows data whose refresh failed: says so, why, how old the data is, and offers to try
 * again (old data stayed as if current, with no word).
 */
export function StaleBanner({
  staleness,
  retrying,
  onRetry,
}: {
  staleness: Staleness;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!staleness.stale) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconCloudOff size={20} />}
      title={STALE_TITLE}
      styles={READABLE_ALERT_TITLE}
      role="alert"
      data-testid="stale-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          A última atualização falhou ({errorMessage(staleness.error, 'erro desconhecido')}). Os dados
          marcados como desatualizados foram carregados {formatRelative(staleness.since)}.
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          loading={retrying}
        >
          Tentar novamente
        </Button>
      </Group>
    </Alert>
  );
}
