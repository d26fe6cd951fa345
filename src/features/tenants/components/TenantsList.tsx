import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { EmptyState } from '@/components/EmptyState';
import { formatNumber } from '@/lib/format';
import type { TenantListItem as Tenant } from '../api/tenants';
import { TENANT_MESSAGES_UI } from '../messages';
import { TenantListItem } from './TenantListItem';

/** Every tenant with the total count; 'Nenhum tenant encontrado' when there is none. */
export function TenantsList({ tenants, canCreate }: { tenants: Tenant[]; canCreate: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tenants-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="tenants-title">
          Tenants
        </Title>
        <Text size="sm" c="dimmed" data-testid="tenants-total">
          Total de tenants: {formatNumber(tenants.length)}
        </Text>
      </Group>
      {tenants.length === 0 ? (
        <EmptyState
          icon={IconBuildingCommunity}
          title={TENANT_MESSAGES_UI.empty}
          description={
            canCreate
              ? 'Use "Criar Novo Tenant" para cadastrar o primeiro.'
              : 'Ainda não há tenants cadastrados.'
          }
        />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="tenants-title"
        >
          {tenants.map((tenant) => (
            <TenantListItem key={tenant.id} tenant={tenant} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
