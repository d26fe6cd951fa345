import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '@/api/errors';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatRelative } from '@/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';

const STALE_TITLE = 'Dados desatualizados';

export interface Staleness {
  /** Some of what the screen shows failed to refresh and is from before. */
  stale: boolean;
  /** When the oldest of that data was fetched. */
  since: number;
  /** The latest failure, for its reason. */
  error: unknown;
}

/**
 * One query's: its last call failed, and the answer on screen is an earlier one (kept from the last
 * visit, or from before a refresh that failed).
 */
export function stalenessOf(
  ...queries: Pick<UseQueryResult, 'isError' | 'data' | 'dataUpdatedAt' | 'error' | 'errorUpdatedAt'>[]
): Staleness {
  const stale = queries.filter((query) => query.isError && query.data !== undefined);
  if (stale.length === 0) return { stale: false, since: 0, error: null };
  const latest = stale.reduce((a, b) => (b.errorUpdatedAt > a.errorUpdatedAt ? b : a));
  return { stale: true, since: Math.min(...stale.map((query) => query.dataUpdatedAt)), error: latest.error };
}

/**
 * A screen shows data whose refresh failed: says so, why, how old the data is, and offers to try
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
          {/* What is on screen and when it was loaded: 'desatualizados' again read oddly of data
              loaded four seconds before. */}
          A última atualização falhou ({errorMessage(staleness.error, 'erro desconhecido')}). Exibindo os
          dados carregados {formatRelative(staleness.since)}.
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
