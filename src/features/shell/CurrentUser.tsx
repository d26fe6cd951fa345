import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useAuth } from '@/features/auth/api/session';

/**
 * The name a narrow header has room for: a person's first name ('Maria' of 'Maria Aparecida dos
 * Santos Oliveira'), or a login without spaces ('autonomo', 'corretor.rj') as it is, since its
 * first part alone may be another user's.
 */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Who is signed in, in the header: `short` (a phone, a tablet), the first name; on a desktop, the
 * whole name up to 260 px beside the initial. The title has it all. The name gives way before the
 * header's controls do: it is the one part of the header that shrinks.
 */
export function CurrentUser({ short }: { short: boolean }) {
  const { user } = useAuth();
  const name = user?.username ?? '';
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {/* Short, the name takes the initial's place: beside it, 'admin' was cut to 'ad…' at 390 px. */}
      {!short && (
        <Avatar color="blue" radius="xl" size={32} aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      )}
      <Text
        size="sm"
        fw={500}
        truncate="end"
        miw={0}
        maw={short ? undefined : 260}
        title={name}
        data-testid="current-user"
      >
        {short ? firstName(name) : name}
      </Text>
    </Group>
  );
}

/**
 * The whole account at the top of the menu (a phone's drawer, a tablet's sidebar), where the header
 * has room for the first name only and a title never shows on a touch screen. (A popover on the
 * name would have cost every signed-in first screen 5 kB of scripts.)
 */
export function MenuAccount() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap={0} px="sm" pt={4} pb="xs">
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.username}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {user.email} · {user.tenant_name?.trim() || 'Master'}
      </Text>
    </Stack>
  );
}
