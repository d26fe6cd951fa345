import { Button, Grid, Group, Loader, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconCloudDownload,
  IconHomePlus,
  IconList,
  IconPlus,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Fact } from '@/components/Fact';
import { Panel } from '@/components/Panel';
import { PageHeader } from '@/components/PageHeader';
import { StaleBanner, stalenessOf } from '@/components/StaleBanner';
import { propertyStatsOptions } from '@/features/properties/api/properties';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { toast } from '@/lib/notify';
import { dashboardStatsOptions, typeDistribution, type DashboardStats } from '../api/dashboard-stats';
import { StatCards } from './DashboardStatCards';
import { BusyButton } from '@/components/BusyButton';

const DASHBOARD_ERROR = 'Erro ao carregar dashboard';
const NO_UPDATE = 'Nenhuma atualização registrada';

/** 'Dashboard de Imóveis'. */
export function DashboardScreen() {
  const query = useQuery(dashboardStatsOptions());
  const { error, isError, errorUpdatedAt, dataUpdatedAt, isFetching, refetch } = query;
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const data = useDeferredValue(query.data);

  // One toast per failed load (a retry that fails again gets its own).
  const toasted = useRef(0);
  useEffect(() => {
    if (isError && errorUpdatedAt !== toasted.current) {
      toasted.current = errorUpdatedAt;
      // Logged (part 1 §8) as the API layer logs a failed call: a warning. An error on the console
      // means a defect in the app, and the stories fail on one; a server's 500 is not one.
      console.warn('[dashboard] falha ao carregar estatísticas', error);
      toast.error(DASHBOARD_ERROR);
    }
  }, [isError, errorUpdatedAt, error]);

  const queryClient = useQueryClient();
  // The list's counts too: the total card names them beside its own.
  const reload = () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: propertyStatsOptions().queryKey });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard de Imóveis"
        description="Visão geral da sua carteira de imóveis"
        actions={
          <BusyButton
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={reload}
            busy={isFetching && data !== undefined}
          >
            Atualizar
          </BusyButton>
        }
      />

      {data === undefined && isError ? (
        <ErrorState title={DASHBOARD_ERROR} error={error} onRetry={reload} />
      ) : (
        <>
          {/* One line in both states: the cards below stay where they were drawn. */}
          <Group gap="xs" role="status" aria-live="polite" mih={22} data-testid="stats-status">
            {data === undefined ? (
              <>
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed">
                  Carregando estatísticas...
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Atualizado em {formatDateTime(dataUpdatedAt)}
              </Text>
            )}
          </Group>
          <StaleBanner staleness={stalenessOf(query)} retrying={isFetching} onRetry={reload} />
          <StatCards stats={data} />
          {data ? <Details stats={data} /> : <DetailsSkeleton />}
        </>
      )}
    </Stack>
  );
}

function DetailsSkeleton() {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Skeleton height={220} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton height={220} radius="md" />
      </Grid.Col>
    </Grid>
  );
}

/** Memoised, as the cards are (see StatCards). */
const Details = memo(function Details({ stats }: { stats: DashboardStats }) {
  const empty = stats.total_properties === 0;
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {empty ? (
            <EmptyState
              icon={IconHomePlus}
              title="Nenhum imóvel cadastrado"
              description="Cadastre seu primeiro imóvel ou importe seus anúncios do CanalPro para ver as estatísticas aqui."
              action={
                <Button component={Link} to="/properties/new" leftSection={<IconPlus size={16} />}>
                  Cadastrar Imóvel
                </Button>
              }
            />
          ) : (
            <Distribution stats={stats} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GeneralInfo stats={stats} />
        </Grid.Col>
      </Grid>
      <QuickActions />
    </>
  );
});

function Distribution({ stats }: { stats: DashboardStats }) {
  const shares = typeDistribution(stats);
  return (
    <Panel fill title="Distribuição por Tipo" icon={<IconChartBar size={20} aria-hidden />}>
      {shares.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum tipo de imóvel informado.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shares.map((share) => {
            const percent = formatPercent(share.ratio);
            return (
              <li key={share.key} data-testid="type-share">
                <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {share.label}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(share.count)} ({percent})
                  </Text>
                </Group>
                <Progress
                  value={share.ratio * 100}
                  size="md"
                  radius="xl"
                  aria-label={`${share.label}: ${percent}`}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

function GeneralInfo({ stats }: { stats: DashboardStats }) {
  return (
    <Panel fill title="Informações Gerais">
      <Stack component="dl" gap="sm" m={0}>
        <Fact layout="row" label="Última atualização">
          {stats.last_update ? formatDateTime(stats.last_update) : NO_UPDATE}
        </Fact>
        <Fact layout="row" label="Imóveis ativos">
          {formatNumber(stats.active_properties)}
        </Fact>
        <Fact layout="row" label="Imóveis inativos">
          {formatNumber(stats.inactive_properties)}
        </Fact>
      </Stack>
    </Panel>
  );
}

function QuickActions() {
  return (
    <Panel fill title="Ações Rápidas">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Button
          component={Link}
          to="/properties/new"
          leftSection={<IconPlus size={16} />}
          justify="flex-start"
        >
          Cadastrar Novo Imóvel
        </Button>
        <Button
          renderRoot={(props) => <Link {...props} to="/canalpro" search={{ modal: 'import' }} />}
          variant="default"
          leftSection={<IconCloudDownload size={16} />}
          justify="flex-start"
        >
          Importar do CanalPro
        </Button>
        <Button
          component={Link}
          to="/properties"
          variant="default"
          leftSection={<IconList size={16} />}
          justify="flex-start"
        >
          Ver Todos os Imóveis
        </Button>
      </SimpleGrid>
    </Panel>
  );
}
