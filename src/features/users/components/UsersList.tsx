import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { ConfirmModal } from '@/components/ConfirmModal';
import { EmptyState } from '@/components/EmptyState';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useDeleteUser, type User } from '../api/users';

const DELETE_USER_ERROR = 'Erro ao deletar usuário';
const DELETE_USER_CONFIRM = 'Tem certeza que deseja deletar este usuário?';

/**
 * The tenant's users: username, email, admin tag and tenant. An administrator gets 'Deletar' on
 * every row but their own, behind the spec's confirmation.
 */
export function UsersList({
  users,
  message,
  me,
}: {
  users: User[];
  /** The server's word when it lists nobody for this user (a non-administrator). */
  message?: string;
  me: User;
}) {
  const remove = useDeleteUser();
  const [target, setTarget] = useState<User | null>(null);
  const section = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Once a row is deleted, the focus goes on to the next row's 'Deletar' (the one before, for the
  // last row), else to the list's title.
  const next = useRef<number | null>(null);
  const confirm = useSingleFlight(async () => {
    if (!target) return;
    const deletable = users.filter((user) => user.id !== me.id);
    const at = deletable.findIndex((user) => user.id === target.id);
    next.current = (deletable[at + 1] ?? deletable[at - 1])?.id ?? null;
    try {
      const result = await remove.mutateAsync(target.id);
      toast.success(result.message);
      setTarget(null);
    } catch (error) {
      toast.failure(error, DELETE_USER_ERROR);
      // Deleted elsewhere meanwhile: the list has reloaded without it; there is nothing to confirm.
      if (isApiError(error) && error.status === 404) setTarget(null);
    }
  });
  const focusAfter = () =>
    section.current?.querySelector<HTMLElement>(`[data-user-id="${next.current}"]`) ?? title.current;

  return (
    <Paper ref={section} withBorder radius="md" p="md" component="section" aria-labelledby="users-title">
      <Group justify="space-between" mb="sm">
        <Title ref={title} order={2} size="h4" id="users-title" tabIndex={-1} style={{ outline: 'none' }}>
          Usuários do tenant
        </Title>
        {users.length > 0 && (
          <Text size="sm" c="dimmed">
            {plural(users.length, 'usuário', 'usuários')}
          </Text>
        )}
      </Group>
      {users.length === 0 ? (
        <EmptyState
          icon={IconUsers}
          title="Nenhum usuário para mostrar"
          description={message ?? 'Este tenant ainda não tem usuários.'}
        />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="users-title"
        >
          {users.map((user) => (
            <Paper key={user.id} component="li" withBorder radius="sm" px="sm" py="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Group gap={6}>
                    {/* Wrapped, not cut: on a phone a long name or e-mail must still be read whole. */}
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {user.username}
                    </Text>
                    {user.is_admin && (
                      <Badge size="xs" variant="light" color="blue" tt="none">
                        Admin
                      </Badge>
                    )}
                    {user.id === me.id && (
                      <Badge size="xs" variant="light" color="gray" tt="none">
                        Você
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {user.email} · {user.tenant_name?.trim() || 'Master'}
                  </Text>
                </Stack>
                {me.is_admin && user.id !== me.id && (
                  <Tooltip label="Deletar">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Deletar ${user.username}`}
                      data-user-id={user.id}
                      onClick={() => setTarget(user)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={() => void confirm.run()}
        loading={confirm.busy}
        focusAfter={focusAfter}
        title="Deletar usuário"
        confirmLabel="Deletar"
        message={
          <>
            {DELETE_USER_CONFIRM} <strong>{target?.username}</strong>
          </>
        }
      />
    </Paper>
  );
}
