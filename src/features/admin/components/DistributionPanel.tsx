import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { lazy, memo, Suspense } from 'react';
import { formatNumber, formatPercent } from '@/lib/format';
import type { DashboardOverview } from '../api/executive-dashboard';
import { Panel } from '@/components/Panel';
import { WhenVisible } from '@/components/WhenVisible';

// recharts is heavy: its chunk loads when the donut comes into view, and only on this route.
const TenantDistributionChart = lazy(() => import('./TenantDistributionChart'));

export interface DistributionSlice {
  label: string;
  value: number;
  color: string;
}

const CHART_SIZE = 160;

/** 'Distribuição PF/PJ': the donut, and a legend with each type's count and share. */
export const DistributionPanel = memo(function DistributionPanel({
  distribution,
}: {
  distribution?: DashboardOverview['tenant_distribution'];
}) {
  const slices: DistributionSlice[] = distribution
    ? [
        { label: 'Pessoa Física (PF)', value: distribution.PF, color: 'teal.6' },
        { label: 'Pessoa Jurídica (PJ)', value: distribution.PJ, color: 'blue.6' },
      ]
    : [];
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <Panel title="Distribuição PF/PJ" icon={<IconChartDonut size={20} aria-hidden />}>
      {distribution === undefined ? (
        <Skeleton height={CHART_SIZE} circle mx="auto" role="status" aria-label="Carregando distribuição" />
      ) : total === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum cliente para distribuir.
        </Text>
      ) : (
        <Stack gap="sm">
          <WhenVisible placeholder={<Skeleton height={CHART_SIZE} circle mx="auto" />}>
            <Suspense fallback={<Skeleton height={CHART_SIZE} circle mx="auto" />}>
              <TenantDistributionChart slices={slices} />
            </Suspense>
          </WhenVisible>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {slices.map((slice) => (
              <Group key={slice.label} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch
                    size={12}
                    color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                    withShadow={false}
                    aria-hidden
                  />
                  <Text size="sm">{slice.label}</Text>
                </Group>
                <Text size="sm" fw={600}>
                  {formatNumber(slice.value)} · {formatPercent(slice.value / total)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Panel>
  );
});
