import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingEstate, IconBuildingCommunity, IconChartBar, IconUsers } from '@tabler/icons-react';
import { memo } from 'react';
import { StatCard } from '@/components/StatCard';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';
import type { DashboardOverview } from '../api/executive-dashboard';

const perClient = (average: number) => `Média de ${formatDecimal(average)} por cliente`;

/** What the numbers count, as the server computes them (openapi.yaml, DashboardOverview). */
const KPI_DEFINITIONS =
  'Clientes são as imobiliárias e os corretores da plataforma (o tenant master não entra na conta). ' +
  'Usuários ativos: os dos clientes que entraram nos últimos 30 dias. ' +
  'Crescimento: clientes novos nos últimos 30 dias contra os 30 dias anteriores.';

/**
 * The four KPIs: clients with their growth and the new ones of 30 days, active users
 * and properties with their average per client, and the monthly growth rate, with what each
 * counts written below them (so that a reader can check them against the activity feed).
 * Skeletons until the overview arrives.
 */
export const KpiCards = memo(function KpiCards({ overview }: { overview?: DashboardOverview }) {
  const loading = overview === undefined;
  const growth = overview?.tenants.growth_rate ?? 0;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          title="Total de Clientes"
          value={overview?.tenants.total ?? 0}
          icon={IconBuildingCommunity}
          subtitle={`+${formatNumber(overview?.tenants.new_30d ?? 0)} nos últimos 30 dias`}
          trend={{ value: growth, direction: growth < 0 ? 'down' : 'up' }}
          loading={loading}
        />
        <StatCard
          title="Usuários Ativos"
          value={overview?.users.active ?? 0}
          icon={IconUsers}
          subtitle={perClient(overview?.users.avg_per_tenant ?? 0)}
          color="green"
          loading={loading}
        />
        <StatCard
          title="Imóveis"
          value={overview?.properties.total ?? 0}
          icon={IconBuildingEstate}
          subtitle={perClient(overview?.properties.avg_per_tenant ?? 0)}
          color="purple"
          loading={loading}
        />
        <StatCard
          title="Taxa de Crescimento"
          value={formatPercent(growth / 100)}
          icon={IconChartBar}
          subtitle="Novos clientes no mês vs. mês anterior"
          color={growth < 0 ? 'red' : 'indigo'}
          loading={loading}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {KPI_DEFINITIONS}
      </Text>
    </Stack>
  );
});
