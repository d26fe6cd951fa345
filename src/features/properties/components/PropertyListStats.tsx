import { Badge, ColorSwatch, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { RetryButton } from '@/components/RetryButton';
import { formatNumber } from '@/lib/format';
import { propertyStatsOptions } from '../api/properties';

/**
 * A neutral chip with a coloured dot: readable in both themes whatever the colour.
 *
 * @param dot a CSS colour; the Total's is the theme's dimmed text colour, as a filled grey was
 *   hardly visible on the dark chip
 */
function Chip({ label, value, dot }: { label: string; value: number; dot: string }) {
  return (
    <Badge
      variant="default"
      size="lg"
      radius="sm"
      tt="none"
      fw={500}
      data-testid="stats-chip"
      leftSection={<ColorSwatch color={dot} size={8} withShadow={false} aria-hidden />}
    >
      {label}: {formatNumber(value)}
    </Badge>
  );
}

const filled = (color: string) => `var(--mantine-color-${color}-filled)`;

/**
 * Small count chips of the list header: Total, Importados, Pendentes, Erros only above 0, and, when
 * partners share properties, how many of the total are own and how many shared. They count what
 * the list shows (own + shared).
 *
 * @param listShown the list below shows an answer (cards or an empty state, under the banner that
 *   says when what is shown is out of date), not skeletons or its failure
 */
export function PropertyListStats({ listShown }: { listShown: boolean }) {
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const { data: answer, isError, isFetching, refetch } = useQuery(propertyStatsOptions());
  const data = useDeferredValue(answer);
  // Failed while the list shows nothing: no banner is there to say an earlier answer's counts are
  // out of date (they would read as current), and the list's own failure, if it comes, says it all.
  if (isError && !listShown) return null;
  // Failed with no earlier answer: the chips' place says so, and offers to ask again. (Counts
  // from an earlier answer stay, and the list's banner says they are out of date.)
  if (isError && answer === undefined) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Contagens indisponíveis.
        </Text>
        <RetryButton onRetry={() => void refetch()} loading={isFetching} />
      </Group>
    );
  }
  if (data === undefined) {
    return (
      <Group gap="xs" aria-hidden>
        <Skeleton h={26} w={90} />
        <Skeleton h={26} w={120} />
        <Skeleton h={26} w={110} />
      </Group>
    );
  }
  const shared = data.shared ?? 0;
  return (
    <Group gap="xs" aria-label="Contagem de imóveis" role="group">
      <Chip label="Total" value={data.total} dot="var(--mantine-color-dimmed)" />
      <Chip label="Importados" value={data.imported} dot={filled('blue')} />
      <Chip label="Pendentes" value={data.pending} dot={filled('yellow')} />
      {data.error > 0 && <Chip label="Erros" value={data.error} dot={filled('red')} />}
      {/* Of the total, the own ones (what the Dashboard's 'Total de Imóveis' and select-all count)
          and the partners' shared ones, which take no action. */}
      {shared > 0 && <Chip label="Próprios" value={data.total - shared} dot={filled('teal')} />}
      {shared > 0 && <Chip label="Compartilhados por parceiros" value={shared} dot={filled('grape')} />}
    </Group>
  );
}
