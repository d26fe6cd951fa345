import { SimpleGrid } from '@mantine/core';
import { IconCalendarTime, IconClockHour4, IconHomeBolt, IconTargetArrow } from '@tabler/icons-react';
import type { components } from '@/api/schema';
import { StatCard, type StatCardColor } from '@/components/StatCard';
import { formatNumber, formatPercent, plural } from '@/lib/format';
import {
  hasIssues,
  pendingTone,
  successRate,
  successTone,
  type PendingTone,
  type SuccessTone,
} from '../cockpit';

type Stats = components['schemas']['RefreshStats'];

const SUCCESS_COLORS: Record<SuccessTone, StatCardColor> = {
  good: 'green',
  warning: 'yellow',
  danger: 'red',
};
const PENDING_COLORS: Record<PendingTone, StatCardColor> = { ok: 'green', info: 'blue', warning: 'yellow' };

/**
 * The four cards (issue 11): active schedules, properties in refresh, 24-hour success rate (its
 * colour and "has issues" from part 2 §9) and pending jobs — every figure as the server counts it.
 */
export function RefreshStatCards({
  stats,
  propertiesInRefresh,
}: {
  stats: Stats | undefined;
  propertiesInRefresh: number | undefined;
}) {
  const rate = stats ? successRate(stats) : 0;
  const jobs = stats?.jobs_last_24h;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        title="Cronogramas Ativos"
        value={stats?.active_schedules ?? 0}
        icon={IconCalendarTime}
        subtitle={stats ? `de ${plural(stats.total_schedules, 'cronograma', 'cronogramas')}` : ''}
        loading={!stats}
      />
      <StatCard
        title="Imóveis em Refresh"
        value={propertiesInRefresh ?? 0}
        icon={IconHomeBolt}
        subtitle="Em cronogramas ativos"
        color="indigo"
        loading={propertiesInRefresh === undefined}
      />
      <StatCard
        title="Taxa de Sucesso (24h)"
        value={formatPercent(rate / 100)}
        icon={IconTargetArrow}
        subtitle={
          jobs
            ? `${hasIssues(rate) ? 'Operação com problemas' : 'Operação estável'} · ${formatNumber(jobs.completed)} de ${plural(jobs.total, 'job', 'jobs')}`
            : ''
        }
        color={SUCCESS_COLORS[successTone(rate)]}
        loading={!stats}
      />
      <StatCard
        title="Jobs Pendentes"
        value={jobs?.pending ?? 0}
        icon={IconClockHour4}
        subtitle={jobs ? (jobs.pending === 0 ? 'Nenhum job na fila' : 'Na fila ou em execução') : ''}
        color={PENDING_COLORS[pendingTone(jobs?.pending ?? 0)]}
        loading={!stats}
      />
    </SimpleGrid>
  );
}
