import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '@/features/users/api/users';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The signed-in user's card on the tenant screen (part 2 §2): who they are, their tenant and the
 * permission the screen is about; the tag says whether they may create tenants.
 */
export function TenantProfileCard({ user }: { user: User }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tenant-profile-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="tenant-profile-title">
          Meu perfil
        </Title>
        <Badge variant="light" color={user.is_super_admin ? 'blue' : 'gray'} tt="none">
          {user.is_super_admin ? 'Super Admin' : 'Somente leitura'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label="Usuário" value={user.username} />
        <Fact label="Email" value={user.email} />
        <Fact label="Tenant ID" value={String(user.tenant_id)} />
        <Fact label="Permissão" value="Gestão de Tenants" />
      </SimpleGrid>
    </Paper>
  );
}
