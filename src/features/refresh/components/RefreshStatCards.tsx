import { SimpleGrid } from '@mantine/core';
import { IconCalendarTime, IconClockHour4, IconHomeBolt, IconTargetArrow } from '@tabler/icons-react';
import type { components } from '@/api/schema';
import { StatCard, type StatCardColor, type StatCardProps } from '@/components/StatCard';
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

/** A figure from the server: still loading, failed (nothing to show), or there. */
export interface Loaded<T> {
  data: T | undefined;
  isError: boolean;
}

const SUCCESS_COLORS: Record<SuccessTone, StatCardColor> = {
  good: 'green',
  warning: 'yellow',
  danger: 'red',
};
const PENDING_COLORS: Record<PendingTone, StatCardColor> = { ok: 'green', info: 'blue', warning: 'yellow' };

/** What a card shows when its call failed and nothing was loaded before: no skeleton forever. */
const UNAVAILABLE = { value: '—', subtitle: 'Indisponível: erro ao carregar', loading: false } as const;

/**
 * The card's state from its query: a skeleton while loading, 'Indisponível' after a failure, the
 * figure once loaded — marked 'desatualizado' when a later refresh failed and it is from before.
 */
function state<T>(query: Loaded<T>, loaded: (data: T) => Partial<StatCardProps>): Partial<StatCardProps> {
  if (query.data !== undefined) {
    const card = loaded(query.data);
    if (!query.isError) return { ...card, loading: false };
    return {
      ...card,
      subtitle: [card.subtitle, 'desatualizado'].filter(Boolean).join(' · '),
      loading: false,
    };
  }
  return query.isError ? UNAVAILABLE : { value: 0, subtitle: '', loading: true };
}

/** The success card: with no job in 24 hours there is no rate, and nothing failing. */
function successCard(stats: Stats): Partial<StatCardProps> {
  const jobs = stats.jobs_last_24h;
  if (jobs.total === 0) return { value: '—', subtitle: 'Nenhum job nas últimas 24h', color: 'blue' };
  const rate = successRate(stats);
  return {
    value: formatPercent(rate / 100),
    subtitle: `${hasIssues(rate) ? 'Operação com problemas' : 'Operação estável'} · ${formatNumber(jobs.completed)} de ${plural(jobs.total, 'job', 'jobs')}`,
    color: SUCCESS_COLORS[successTone(rate)],
  };
}

/**
 * The four cards: active schedules, properties in refresh, 24-hour success rate (its
 * colour and "has issues" from the thresholds in cockpit.ts) and pending jobs — every figure as the server counts it.
 * Each card is loading, unavailable (its call failed) or loaded: three different states.
 */
export function RefreshStatCards({
  stats,
  propertiesInRefresh,
}: {
  stats: Loaded<Stats>;
  propertiesInRefresh: Loaded<number>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        title="Cronogramas Ativos"
        value={0}
        icon={IconCalendarTime}
        {...state(stats, (s) => ({
          value: s.active_schedules,
          subtitle: `de ${plural(s.total_schedules, 'cronograma', 'cronogramas')}`,
        }))}
      />
      <StatCard
        title="Imóveis em Refresh"
        value={0}
        icon={IconHomeBolt}
        color="indigo"
        {...state(propertiesInRefresh, (count) => ({ value: count, subtitle: 'Em cronogramas ativos' }))}
      />
      <StatCard
        title="Taxa de Sucesso (24h)"
        value={0}
        icon={IconTargetArrow}
        {...state(stats, successCard)}
      />
      <StatCard
        title="Jobs Pendentes"
        value={0}
        icon={IconClockHour4}
        {...state(stats, (s) => ({
          value: s.jobs_last_24h.pending,
          subtitle: s.jobs_last_24h.pending === 0 ? 'Nenhum job na fila' : 'Na fila ou em execução',
          color: PENDING_COLORS[pendingTone(s.jobs_last_24h.pending)],
        }))}
      />
    </SimpleGrid>
  );
}
