import { Badge, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconHeartbeat } from '@tabler/icons-react';
import { memo } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { useTone } from '@/components/tone';
import { formatDate, formatNumber, plural } from '@/lib/format';
import type { TenantRow } from '../api/executive-dashboard';
import { Fact } from '@/components/Fact';
import { Panel } from '@/components/Panel';
import { HealthScore } from './HealthScore';

const MAX_HEIGHT = 440;
const NO_CLIENTS = 'Nenhum cliente cadastrado';

/**
 * The clients, healthiest first as the server sends them: name, type, CRECI, users, properties,
 * last activity and the health-score bar. Scrolls at a maximum height.
 */
export const ClientList = memo(function ClientList({ rows }: { rows?: TenantRow[] }) {
  return (
    <Panel
      title="Saúde dos Clientes"
      icon={<IconHeartbeat size={20} aria-hidden />}
      actions={
        rows && rows.length > 0 ? (
          <Text size="sm" c="dimmed">
            {plural(rows.length, 'cliente', 'clientes')}
          </Text>
        ) : undefined
      }
    >
      {rows === undefined ? (
        <Stack gap="xs" aria-label="Carregando clientes" role="status">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={76} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={IconBuildingCommunity}
          title={NO_CLIENTS}
          description="Os clientes criados em Gestão de Tenants aparecem aqui com a sua saúde."
        />
      ) : (
        // The viewport takes the focus so that the list scrolls by keyboard too (its rows have no controls).
        <ScrollArea.Autosize
          mah={MAX_HEIGHT}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Lista de clientes' }}
        >
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <ClientRow key={row.id} row={row} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Panel>
  );
});

function ClientRow({ row }: { row: TenantRow }) {
  const tone = useTone();
  const typeColor = row.tenant_type === 'PF' ? 'teal' : 'blue';
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py="xs" data-testid="client-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate data-field="name">
            {row.name}
          </Text>
          <Badge size="sm" variant="light" color={typeColor} c={tone(typeColor)} tt="none">
            {row.tenant_type}
          </Badge>
        </Group>
        <HealthScore row={row} />
        <Group gap="md" style={{ rowGap: 2 }}>
          <Fact layout="inline" label="CRECI" field="creci">
            {row.creci ?? 'N/A'}
          </Fact>
          <Fact layout="inline" label="Usuários" field="users">
            {formatNumber(row.users_count)}
          </Fact>
          <Fact layout="inline" label="Imóveis" field="properties">
            {formatNumber(row.properties_count)}
          </Fact>
          <Fact layout="inline" label="Última atividade" field="last-activity">
            {formatDate(row.last_activity, 'Sem atividade')}
          </Fact>
        </Group>
      </Stack>
    </Paper>
  );
}
