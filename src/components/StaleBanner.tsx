import { Alert, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { errorMessage } from '@/api/errors';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { RetryButton } from '@/components/RetryButton';
import { useNow } from '@/hooks/useNow';
import { formatRelative } from '@/lib/format';
import type { UseQueryResult } from '@tanstack/react-query';

const STALE_TITLE = 'Dados desatualizados';
/**
 * How often the data's age is read again while the banner is up: every second, since it is said
 * in seconds for its first minute (read every 10 s, it ran up to 10 s behind). Only the age's text
 * renders again.
 */
const AGE_TICK_MS = 1_000;

/** A reason as a sentence of its own: the server's words end with a full stop or get one. */
function asSentence(reason: string): string {
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

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

/** How long ago `since` was, read again as time passes while the banner is up. */
function DataAge({ since }: { since: number }) {
  return formatRelative(since, useNow(AGE_TICK_MS));
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
          {/* The reason in a sentence of its own: in brackets, 'Erro de conexão. Verifique sua
              internet e tente novamente.' ended in '.).'. The age is read again as time passes. */}
          A última atualização falhou. {asSentence(errorMessage(staleness.error, 'Erro desconhecido'))}{' '}
          Exibindo os dados carregados <DataAge since={staleness.since} />.
        </Text>
        <RetryButton onRetry={onRetry} loading={retrying} />
      </Group>
    </Alert>
  );
}
