import { Button, Divider, Group, List, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt, IconPlayerPause, IconSettingsAutomation, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import { useAuth } from '@/features/auth/api/session';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notify';
import {
  automationStatusOptions,
  useAutoRenew,
  useDisableAutomation,
  useTriggerRenewal,
} from '../api/automation';
import { AutomationSetupModal } from './AutomationSetupModal';
import { ScheduleRenewalForm } from './ScheduleRenewalForm';
import { ConfirmModal } from '@/components/ConfirmModal';
import { Fact } from '@/components/Fact';
import { Tag } from '@/components/Tag';
import { inPortuguese } from '../server-texts';
import { BusyButton } from '@/components/BusyButton';

const ADMIN_ONLY = 'Somente administradores';

function AdminButton({ isAdmin, children }: { isAdmin: boolean; children: ReactNode }) {
  if (isAdmin) return <>{children}</>;
  return (
    <Tooltip label={ADMIN_ONLY}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** The renewal actions: renew now, check feasibility (any user); schedule and setup (admins). */
export function AutomationActions({ showSetup = true }: { showSetup?: boolean }) {
  const auth = useAuth();
  const isAdmin = !!auth.user?.is_admin;
  const status = useQuery(automationStatusOptions());
  const trigger = useTriggerRenewal();
  const autoRenew = useAutoRenew();
  const disable = useDisableAutomation();
  const [setupOpened, setupModal] = useDisclosure(false);

  // Each action through the one in-flight guard: a double click sends one request.
  const renewNow = useSingleFlight(async () => {
    try {
      const entry = await trigger.mutateAsync();
      if (entry.success) toast.success(entry.message ?? 'Token renovado com sucesso');
      else toast.error(entry.message ?? 'Falha ao renovar o token');
    } catch (error) {
      toast.error(errorMessage(error, 'Erro ao renovar o token'));
    }
  });

  const checkAutoRenew = useSingleFlight(async () => {
    try {
      const result = await autoRenew.mutateAsync();
      if (result.automation_feasible) toast.success('Renovação automática disponível');
      else
        toast.info(
          `Renovação automática indisponível: ${result.requires_implementation.map(inPortuguese).join('; ') || 'configuração pendente'}`,
        );
    } catch (error) {
      toast.error(errorMessage(error, 'Erro ao verificar a renovação automática'));
    }
  });

  const [confirmingOff, confirmOff] = useDisclosure(false);
  const setupButton = useRef<HTMLButtonElement>(null);
  const turnOff = useSingleFlight(async () => {
    try {
      await disable.mutateAsync();
      confirmOff.close();
      toast.success('Automação desativada');
    } catch (error) {
      toast.error(errorMessage(error, 'Erro ao desativar a automação'));
    }
  });

  const enabled = status.data?.enabled ?? false;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <BusyButton
          leftSection={<IconBolt size={16} />}
          onClick={() => void renewNow.run()}
          busy={renewNow.busy}
        >
          Renovar agora
        </BusyButton>
        <BusyButton
          variant="default"
          leftSection={<IconShieldCheck size={16} />}
          onClick={() => void checkAutoRenew.run()}
          busy={checkAutoRenew.busy}
        >
          Verificar renovação automática
        </BusyButton>
        {showSetup && (
          <AdminButton isAdmin={isAdmin}>
            <Button
              variant="default"
              leftSection={<IconSettingsAutomation size={16} />}
              ref={setupButton}
              onClick={setupModal.open}
              disabled={!isAdmin}
            >
              Configurar automação
            </Button>
          </AdminButton>
        )}
        {showSetup && enabled && (
          <AdminButton isAdmin={isAdmin}>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconPlayerPause size={16} />}
              onClick={confirmOff.open}
              disabled={!isAdmin}
            >
              Desativar
            </Button>
          </AdminButton>
        )}
      </Group>
      <ScheduleRenewalForm initialHours={status.data?.hours_before_expiry} disabled={!isAdmin} />
      {!isAdmin && (
        <Text size="xs" c="dimmed">
          Agendar e configurar a automação: {ADMIN_ONLY.toLowerCase()}.
        </Text>
      )}
      {/* As removing the contract does: turning the renewal off is asked first. */}
      <ConfirmModal
        opened={confirmingOff}
        onClose={confirmOff.close}
        onConfirm={() => void turnOff.run()}
        loading={turnOff.busy}
        variant="warning"
        title="Desativar a renovação automática?"
        message="O token do CanalPro deixa de ser renovado sozinho e expira no fim da validade. Você pode ativá-la de novo em Configurar automação."
        confirmLabel="Desativar"
        // Turned off, 'Desativar' is gone: the focus goes on to the setup.
        focusAfter={() => setupButton.current}
      />
      {/* Mounted closed: Mantine's modal gives the focus back to its opener only when it saw `opened`
          change (mounted already open and unmounted on close, it left the focus on the page). */}
      {showSetup && isAdmin && (
        <AutomationSetupModal
          opened={setupOpened}
          onClose={setupModal.close}
          hoursBeforeExpiry={status.data?.hours_before_expiry}
        />
      )}
    </Stack>
  );
}

/** Automation status (with the spec's fallback when it cannot be loaded) and its actions. */
export function AutomationCard() {
  const status = useQuery(automationStatusOptions());
  if (status.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Carregando automação">
        <Skeleton h={24} w={200} />
        <Skeleton h={60} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  const data = status.data;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Tag color={data?.enabled ? 'green' : 'gray'}>
          {data?.enabled ? 'Automação ativa' : 'Automação inativa'}
        </Tag>
        <Tag color={data?.automation_feasible ? 'green' : 'orange'}>
          {data?.automation_feasible ? 'Viável' : 'Não viável'}
        </Tag>
        <Tag color={data?.device_id_available ? 'green' : 'gray'}>
          {data?.device_id_available ? 'Dispositivo registrado' : 'Sem dispositivo'}
        </Tag>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact label="Última renovação">{formatDateTime(data?.last_renewal_at)}</Fact>
        <Fact label="Próxima renovação">{formatDateTime(data?.next_renewal_at)}</Fact>
        <Fact label="Antecedência">{data?.hours_before_expiry ?? 4} h antes de expirar</Fact>
      </SimpleGrid>
      {data && data.requires_implementation.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Pendências
          </Text>
          <List size="sm" spacing={2}>
            {data.requires_implementation.map((item) => (
              <List.Item key={item}>{inPortuguese(item)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {data && data.next_steps.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Próximos passos
          </Text>
          <List size="sm" spacing={2}>
            {data.next_steps.map((item) => (
              <List.Item key={item}>{inPortuguese(item)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Divider />
      <AutomationActions />
    </Stack>
  );
}
