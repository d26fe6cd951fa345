import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTone } from '@/components/tone';
import { formatNumber } from '@/lib/format';
import type { TenantListItem as Tenant } from '../api/tenants';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {label}:{' '}
      <Text span size="xs" c="var(--mantine-color-text)">
        {value}
      </Text>
    </Text>
  );
}

/** 'Rio de Janeiro/RJ', whichever part there is, or a dash. */
function place(tenant: Tenant): string {
  return [tenant.city, tenant.state].filter(Boolean).join('/') || '—';
}

/**
 * One tenant of the list: name, type and MASTER tags, id, counts, CRECI ('N/A' when
 * none), the document and holder of its type (CPF and full name for PF, CNPJ and company name for
 * PJ) and where it is.
 */
export function TenantListItem({ tenant }: { tenant: Tenant }) {
  const tone = useTone();
  const isPF = tenant.tenant_type === 'PF';
  const typeColor = isPF ? 'teal' : 'blue';
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py="xs" aria-label={tenant.name}>
      <Stack gap={4}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {tenant.name}
          </Text>
          <Badge size="sm" variant="light" color={typeColor} c={tone(typeColor)} tt="none">
            {tenant.tenant_type}
          </Badge>
          {tenant.is_master && (
            <Badge size="sm" variant="filled" color="dark" tt="none">
              MASTER
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap">
          <Detail label="ID" value={String(tenant.id)} />
          <Detail label="Usuários" value={formatNumber(tenant.users_count)} />
          <Detail label="Imóveis" value={formatNumber(tenant.properties_count)} />
          <Detail label="CRECI" value={tenant.creci?.trim() || 'N/A'} />
        </Group>
        <Group gap="md" wrap="wrap">
          {isPF ? (
            <>
              <Detail label="CPF" value={tenant.cpf || '—'} />
              <Detail label="Nome completo" value={tenant.full_name || '—'} />
            </>
          ) : (
            <>
              <Detail label="CNPJ" value={tenant.cnpj || '—'} />
              <Detail label="Razão social" value={tenant.company_name || '—'} />
            </>
          )}
          <Detail label="Cidade/UF" value={place(tenant)} />
        </Group>
      </Stack>
    </Paper>
  );
}
