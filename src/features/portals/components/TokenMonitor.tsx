import { Anchor, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory, IconKey, IconPlugConnected, IconRefresh, IconRobot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { formatDateTime } from '@/lib/format';
import { credentialsCheckOptions } from '../api/credentials';
import { gandalfDebugTokenOptions } from '../api/gandalf';
import { formatCountdown, secondsUntil } from '../token-rule';
import { useGandalfTokenClock } from '../token-storage';
import { AutomationActions } from './AutomationCard';
import { AutomationHistoryList } from './AutomationHistoryList';
import { CredentialsRenewForm } from './CredentialsRenewForm';
import { CredentialsStatus } from './CredentialsStatus';
import { Panel } from '@/components/Panel';
import { Fact } from '@/components/Fact';
import { Tag } from '@/components/Tag';
import { BusyButton } from '@/components/BusyButton';

function LinkGandalf({ children }: { children: ReactNode }) {
  return (
    <Anchor
      size="sm"
      underline="always"
      renderRoot={(props) => <Link {...props} to="/settings" search={{ open: 'gandalf' }} />}
    >
      {children}
    </Anchor>
  );
}

/** The Gandalf token as this browser stores it, counting down each second. */
function StoredGandalfToken() {
  const { token, expiryMs, now } = useGandalfTokenClock(1000);
  if (!token && expiryMs === null) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum token salvo neste navegador. <LinkGandalf>Vincular o portal Gandalf</LinkGandalf>
      </Text>
    );
  }
  const left = expiryMs === null ? null : secondsUntil(expiryMs, now);
  const expired = left !== null && left <= 0;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact label="Neste navegador">
          <Tag color={expired ? 'red' : 'green'}>{expired ? 'Expirado' : 'Presente'}</Tag>
        </Fact>
        <Fact label="Expira em">
          {expiryMs === null ? 'Sem validade informada' : formatDateTime(expiryMs)}
        </Fact>
        <Fact label="Tempo restante">
          <Text span size="sm" fw={600} ff="monospace" data-testid="gandalf-countdown" aria-live="off">
            {left === null ? '—' : formatCountdown(left)}
          </Text>
        </Fact>
      </SimpleGrid>
      <Text size="sm">
        <LinkGandalf>{expired ? 'Vincular o portal novamente' : 'Renovar a vinculação'}</LinkGandalf>
      </Text>
    </Stack>
  );
}

/** The server's view of the Gandalf token (admin-only debug endpoint). */
function ServerGandalfToken() {
  const debug = useQuery({ ...gandalfDebugTokenOptions(), staleTime: 0 });
  if (debug.isPending) return <Skeleton h={40} role="status" aria-label="Carregando token do servidor" />;
  if (debug.isError) {
    if (isApiError(debug.error) && debug.error.status === 403) {
      return (
        <Text size="sm" c="dimmed">
          A situação do token no servidor é visível apenas para administradores.
        </Text>
      );
    }
    return (
      <ErrorState
        title="Erro ao consultar o token no servidor"
        error={debug.error}
        onRetry={() => void debug.refetch()}
      />
    );
  }
  const data = debug.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Fact label="No servidor">
        <Tag color={data.has_token ? 'green' : 'gray'}>{data.has_token ? 'Token salvo' : 'Sem token'}</Tag>
      </Fact>
      <Fact label="Expira em">{formatDateTime(data.expires_at)}</Fact>
      <Fact label="Início do token">
        <Text span size="sm" ff="monospace">
          {data.token_preview ?? '—'}
        </Text>
      </Fact>
    </SimpleGrid>
  );
}

/**
 * Monitor de Tokens: the Gandalf token (stored and on the server), the Canal Pro
 * credentials, the renewal actions and the renewal history.
 */
export function TokenMonitor() {
  const check = useQuery(credentialsCheckOptions());
  const [renewOpened, renewModal] = useDisclosure(false);
  return (
    <>
      <PageHeader title="Monitor de Tokens" description="Situação dos acessos aos portais e renovações" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <Panel title="Portal Gandalf" icon={<IconPlugConnected size={18} aria-hidden />}>
            <Stack gap="sm">
              <StoredGandalfToken />
              <ServerGandalfToken />
            </Stack>
          </Panel>
          <Panel title="Credenciais do CanalPro" icon={<IconKey size={18} aria-hidden />}>
            <Stack gap="sm">
              <CredentialsStatus check={check.data} loading={check.isPending} failed={check.isError} />
              <Group gap="xs">
                <BusyButton
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void check.refetch()}
                  busy={check.isFetching}
                >
                  Verificar novamente
                </BusyButton>
                <Button variant="default" leftSection={<IconKey size={16} />} onClick={renewModal.open}>
                  Renovar credenciais
                </Button>
              </Group>
            </Stack>
          </Panel>
        </Stack>
        <Stack gap="md">
          <Panel title="Renovação do token" icon={<IconRobot size={18} aria-hidden />}>
            <AutomationActions showSetup={false} />
          </Panel>
          <Panel title="Histórico de renovações" icon={<IconHistory size={18} aria-hidden />}>
            <AutomationHistoryList />
          </Panel>
        </Stack>
      </SimpleGrid>
      <Modal
        opened={renewOpened}
        onClose={renewModal.close}
        title="Renovar credenciais do CanalPro"
        centered
        size="lg"
      >
        <CredentialsRenewForm onRenewed={renewModal.close} />
      </Modal>
    </>
  );
}
