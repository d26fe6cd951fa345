import { Alert, Code, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { configuredApiUrl } from '@/lib/env';
import { readToken } from '@/lib/session-storage';
import { userProfileOptions, usersListOptions } from '../api/users';
import { CreateUserForm } from './CreateUserForm';
import { ProfileCard } from './ProfileCard';
import { UsersList } from './UsersList';

const PROFILE_ERROR = 'Erro ao buscar perfil';
const LIST_ERROR = 'Erro ao carregar usuários';
const NO_TOKEN = 'Token de autenticação não encontrado';

/** The embedded mock's demo accounts (README); never shown by a build pointed at a real API. */
const DEMO_ACCOUNTS = [
  ['admin', 'admin123', 'Master, super administrador'],
  ['gestor', 'gestor123', 'Imobiliária, administrador'],
  ['corretor', 'corretor123', 'Imobiliária, corretor'],
  ['autonomo', 'autonomo123', 'Corretor autônomo'],
  ['suporte', 'suporte123', 'Master, sem administração'],
] as const;

/** 'Gestão de Usuários' (/users, master tenant): own profile, the tenant's users, create and delete. */
export function UsersScreen() {
  const hasToken = readToken() !== null;
  const profile = useQuery({ ...userProfileOptions(), enabled: hasToken });
  const list = useQuery({ ...usersListOptions(), enabled: hasToken });

  return (
    <Stack gap="md">
      <PageHeader title="Gestão de Usuários" description="Perfil, usuários do tenant e novos acessos" />
      {!hasToken && <ErrorState title={NO_TOKEN} />}
      {profile.isPending && hasToken && <Skeleton height={96} radius="md" />}
      {profile.isError && (
        <ErrorState title={PROFILE_ERROR} error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && <ProfileCard user={profile.data} />}
      {profile.data?.is_admin && <CreateUserForm />}
      {list.isPending && hasToken && (
        <Skeleton height={160} radius="md" role="status" aria-label="Carregando usuários" />
      )}
      {list.isError && (
        <ErrorState title={LIST_ERROR} error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data && profile.data && (
        <UsersList users={list.data.users} message={list.data.message} me={profile.data} />
      )}
      {configuredApiUrl === undefined && <DemoAccounts />}
    </Stack>
  );
}

function DemoAccounts() {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title="Credenciais de teste (mock embutido)"
      styles={READABLE_ALERT_TITLE}
    >
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {DEMO_ACCOUNTS.map(([user, password, role]) => (
            <Table.Tr key={user}>
              <Table.Td>
                <Code>{user}</Code> / <Code>{password}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {role}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
