import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { RetryButton } from '@/components/RetryButton';
import { userProfileOptions } from '@/features/users/api/users';
import { tenantsListOptions } from '../api/tenants';
import { bannerMessage, TENANT_MESSAGES_UI } from '../messages';
import { CREATE_TENANT_FORM_ID, CreateTenantForm } from './CreateTenantForm';
import { ErrorBanner } from './ErrorBanner';
import { TenantProfileCard } from './TenantProfileCard';
import { TenantsList } from './TenantsList';

const PROFILE_ERROR = 'Erro ao buscar perfil';

/**
 * 'Gestão de Tenants' (/tenants, master tenant): own profile, every tenant with the total, and
 * 'Criar Novo Tenant' for super administrators only; the master tenant's other users read.
 */
export function TenantsScreen() {
  const profile = useQuery(userProfileOptions());
  const list = useQuery(tenantsListOptions());
  const [creating, setCreating] = useState(false);
  // Presses of 'Criar Novo Tenant' while the form is open: each takes the user to its first field.
  // (It closed the form, and everything typed in it went.)
  const [focusRequests, setFocusRequests] = useState(0);
  // A dismissed banner stays away until the list fails again.
  const [dismissedAt, setDismissedAt] = useState(0);
  const createButton = useRef<HTMLButtonElement>(null);
  const canCreate = profile.data?.is_super_admin === true;

  const closeForm = () => {
    setCreating(false);
    createButton.current?.focus();
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Gestão de Tenants"
        description="Imobiliárias e corretores que usam o sistema"
        actions={
          canCreate && (
            <Button
              ref={createButton}
              leftSection={<IconPlus size={16} aria-hidden />}
              aria-expanded={creating}
              aria-controls={creating ? CREATE_TENANT_FORM_ID : undefined}
              onClick={() => (creating ? setFocusRequests((n) => n + 1) : setCreating(true))}
            >
              Criar Novo Tenant
            </Button>
          )
        }
      />
      {profile.isPending && <Skeleton height={96} radius="md" role="status" aria-label="Carregando perfil" />}
      {profile.isError && (
        <ErrorState title={PROFILE_ERROR} error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && <TenantProfileCard user={profile.data} />}
      {canCreate && creating && <CreateTenantForm onClose={closeForm} focusRequests={focusRequests} />}
      {list.isError &&
        (list.errorUpdatedAt > dismissedAt ? (
          <ErrorBanner
            message={bannerMessage(list.error, TENANT_MESSAGES_UI.listError)}
            onClose={() => setDismissedAt(list.errorUpdatedAt)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          !list.data && <ListUnavailable onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ))}
      {list.isPending && <Skeleton height={200} radius="md" role="status" aria-label="Carregando tenants" />}
      {list.data && <TenantsList tenants={list.data} canCreate={canCreate} />}
    </Stack>
  );
}

/**
 * The list's place once its failure's banner is closed: it says so, and asks again (closed, the
 * whole list had gone, with no way to ask for it again). It takes the focus the banner's × had.
 */
function ListUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      group.current?.querySelector('button')?.focus();
    }
  }, []);
  return (
    <Group gap="xs" ref={group}>
      <Text size="sm" c="dimmed">
        Lista de tenants indisponível.
      </Text>
      <RetryButton onRetry={onRetry} loading={retrying} />
    </Group>
  );
}
