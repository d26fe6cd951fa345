import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, plural } from '@/lib/format';
import type { CredentialCheck } from '../api/credentials';
import { tokenTimeLeft } from '../token-rule';
import { Tag } from '@/components/Tag';

/** 'CanalPro: OK' / 'Expirado' with the seconds left and the expiry, from credentials/check. */
export function CredentialsStatus({
  check,
  loading,
  failed,
}: {
  check: CredentialCheck | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) {
    return (
      <Stack gap={6} aria-busy="true" role="status" aria-label="Verificando credenciais">
        <Skeleton h={22} w={140} />
        <Skeleton h={14} w={220} />
      </Stack>
    );
  }
  if (!check || failed) {
    return (
      <Stack gap={4}>
        <Tag color="red" w="fit-content">
          Não verificado
        </Tag>
        <Text size="sm" c="dimmed">
          Não foi possível verificar as credenciais do CanalPro agora.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Tag color={check.is_valid ? 'green' : 'red'}>{check.is_valid ? 'Válidas' : 'Expiradas'}</Tag>
        {check.is_valid && typeof check.seconds_left === 'number' && (
          <Text size="sm">
            {`${tokenTimeLeft(check.seconds_left)} restantes (${plural(check.seconds_left, 'segundo', 'segundos')})`}
          </Text>
        )}
      </Group>
      {check.message && (
        <Text size="sm" c="dimmed">
          {check.message}
        </Text>
      )}
      {check.expires_at && (
        <Text size="sm" c="dimmed">
          {check.is_valid ? 'Expira em' : 'Expirou em'} {formatDateTime(check.expires_at)}
        </Text>
      )}
    </Stack>
  );
}
