import { SimpleGrid } from '@mantine/core';
import { IconBuildingEstate, IconCircleCheck, IconRefresh, IconStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { StatCard } from '@/components/StatCard';
import { propertyStatsOptions } from '@/features/properties/api/properties';
import { formatNumber, formatPercent } from '@/lib/format';
import type { DashboardStats } from '../api/dashboard-stats';

/**
 * What 'Total de Imóveis' counts. The tenant's own properties; the property list also shows the
 * partners' shared ones (which take no action), so where they exist the card names both numbers
 * instead of a third, unexplained total.
 */
function useTotalSubtitle(): string {
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const listStats = useDeferredValue(useQuery(propertyStatsOptions()).data);
  const shared = listStats?.shared ?? 0;
  if (!listStats || shared === 0) return 'Imóveis cadastrados';
  // Short enough for two lines of the card: the list's 'Total' chip says the same 69.
  return `Próprios; ${formatNumber(listStats.total)} com os compartilhados`;
}

/**
 * The four stat cards of the Dashboard; skeletons until the statistics arrive. Memoised: the screen
 * renders again as its call starts and ends (the refresh button's state), and an answer equal to
 * the one on screen keeps its object, so the cards stay as they are.
 */
export const StatCards = memo(function StatCards({ stats }: { stats?: DashboardStats }) {
  const loading = stats === undefined;
  const total = stats?.total_properties ?? 0;
  const totalSubtitle = useTotalSubtitle();
  const activeShare =
    stats && total > 0 ? `${formatPercent(stats.active_properties / total)} do total` : 'Sem imóveis';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        title="Total de Imóveis"
        value={total}
        icon={IconBuildingEstate}
        subtitle={totalSubtitle}
        loading={loading}
      />
      <StatCard
        title="Em Atualização"
        value={stats?.properties_in_refresh ?? 0}
        icon={IconRefresh}
        subtitle="Em cronogramas de refresh ativos"
        color="yellow"
        loading={loading}
      />
      <StatCard
        title="Imóveis Ativos"
        value={stats?.active_properties ?? 0}
        icon={IconCircleCheck}
        subtitle={activeShare}
        color="green"
        loading={loading}
      />
      <StatCard
        title="Com Destaque"
        value={stats?.highlighted_properties ?? 0}
        icon={IconStar}
        subtitle="Anúncios com destaque no portal"
        color="purple"
        loading={loading}
      />
    </SimpleGrid>
  );
});
