import { Anchor, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/ErrorState';
import { PUBLICATION_TYPE_LABELS } from '@/lib/property-labels';
import { formatNumber, formatPercent, plural } from '@/lib/format';
import { contractKpisOptions, usageColor } from '../api/contract';
import { HIGHLIGHT_LEVELS } from '@/api/enums';

/** Usage in percent (0..100, as the contract's `usage_percent`), for the bar and its colour. */
function percentOf(used: number, limit: number): number {
  return limit > 0 ? (used / limit) * 100 : 0;
}

/** 2.1 → '2,1%': the contract speaks in percent, the one pt-BR formatter takes a ratio. */
const percentText = (percent: number) => formatPercent(percent / 100);

function UsageBar({
  label,
  used,
  limit,
  percent,
}: {
  label: string;
  used: number;
  limit: number;
  percent: number;
}) {
  const color = usageColor(percent);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {formatNumber(used)} de {formatNumber(limit)}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, percent)}
        color={color}
        size="md"
        aria-label={`${label}: ${formatNumber(used)} de ${formatNumber(limit)} (${percentText(percent)})`}
      />
    </Stack>
  );
}

/** Contract usage (KPIs) with coloured bars: < 80% green, 80–99% warning, ≥ 100% red. */
export function ContractKpisCard() {
  const kpis = useQuery(contractKpisOptions());
  if (kpis.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Carregando uso do contrato">
        <Skeleton h={40} />
        <Skeleton h={24} />
        <Skeleton h={24} />
      </Stack>
    );
  }
  if (kpis.isError) {
    return (
      <ErrorState
        title="Erro ao carregar o uso do contrato"
        error={kpis.error}
        onRetry={() => void kpis.refetch()}
      />
    );
  }
  const data = kpis.data;
  if (data.listing_limit <= 0) {
    return (
      <Stack gap="xs">
        <Text size="sm">Nenhum contrato configurado.</Text>
        <Text size="sm" c="dimmed">
          {formatNumber(data.listings_used)} anúncios ativos no portal.{' '}
          <Anchor
            renderRoot={(props) => <Link {...props} to="/settings" search={{ open: 'contract' }} />}
            size="sm"
            underline="always"
          >
            Configure o contrato em Configurações
          </Anchor>{' '}
          para acompanhar os limites.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={0}>
          <Text size="xl" fw={700}>
            {percentText(data.usage_percent)}
          </Text>
          <Text size="xs" c="dimmed">
            do limite de anúncios em uso
          </Text>
        </Stack>
        {data.days_remaining !== null && (
          <Text size="sm" c="dimmed">
            {`${plural(data.days_remaining, 'dia restante', 'dias restantes')} de contrato`}
          </Text>
        )}
      </Group>
      <UsageBar
        label="Anúncios"
        used={data.listings_used}
        limit={data.listing_limit}
        percent={data.usage_percent}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {HIGHLIGHT_LEVELS.filter((level) => (data.highlight_limits[level] ?? 0) > 0).map((level) => {
          const used = data.highlights_used[level] ?? 0;
          const limit = data.highlight_limits[level] ?? 0;
          return (
            <UsageBar
              key={level}
              label={PUBLICATION_TYPE_LABELS[level] ?? level}
              used={used}
              limit={limit}
              percent={percentOf(used, limit)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
