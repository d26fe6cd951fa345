import { SimpleGrid } from '@mantine/core';
import { IconBuildingEstate, IconBuildingCommunity, IconChartBar, IconUsers } from '@tabler/icons-react';
import { StatCard } from '@/components/StatCard';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';
import type { DashboardOverview } from '../api/executive-dashboard';

const perClient = (average: number) => `Média de ${formatDecimal(average)} por cliente`;

/**
 * The four KPIs (part 2 §2): clients with their growth and the new ones of 30 days, active users
 * and properties with their average per client, and the monthly growth rate. Skeletons until the
 * overview arrives.
 */
export function KpiCards({ overview }: { overview?: DashboardOverview }) {
  const loading = overview === undefined;
  const growth = overview?.tenants.growth_rate ?? 0;
  return (
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
  );
}
