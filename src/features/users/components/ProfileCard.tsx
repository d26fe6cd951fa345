import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '../api/users';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** The signed-in user's own card (part 2 §2): tenant name 'Master' when it has none. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="profile-title">
          Meu perfil
        </Title>
        <Badge variant="light" color={user.is_admin ? 'blue' : 'gray'} tt="none">
          {user.is_admin ? 'Administrador' : 'Usuário'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label="Usuário" value={user.username} />
        <Fact label="Email" value={user.email} />
        <Fact label="Tenant ID" value={String(user.tenant_id)} />
        <Fact label="Tenant" value={user.tenant_name?.trim() || 'Master'} />
      </SimpleGrid>
    </Paper>
  );
}
