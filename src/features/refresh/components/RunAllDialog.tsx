import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { useOpenSession } from '@/hooks/useOpenSession';
import { plural } from '@/lib/format';
import type { ScheduleView } from '../api/normalize';
import { useRunActiveSchedules, type RunOutcome } from '../hooks/useRunActiveSchedules';
import { REFRESH_MESSAGES as M } from '../messages';
import { Tag } from '@/components/Tag';
import { BusyButton } from '@/components/BusyButton';

const RUN_ALL_TITLE = 'Executar Agora';

/**
 * 'Executar Agora': one confirmation that names the active schedules it will run, then
 * one summary in the same dialog — which started with how many jobs, which the server refused and
 * why (it ran at once and answered with a panel and two toasts that covered the
 * next dialog). Focus starts on 'Cancelar'.
 */
export function RunAllDialog({
  opened,
  onClose,
  schedules,
}: {
  opened: boolean;
  onClose: () => void;
  schedules: readonly ScheduleView[];
}) {
  const session = useOpenSession(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={RUN_ALL_TITLE} centered>
      <RunAllBody key={session} schedules={schedules} onClose={onClose} />
    </Modal>
  );
}

function RunAllBody({ schedules, onClose }: { schedules: readonly ScheduleView[]; onClose: () => void }) {
  const runAll = useRunActiveSchedules();
  if (runAll.outcomes) return <Summary outcomes={runAll.outcomes} onClose={onClose} />;
  return (
    <Stack gap="md">
      <Text size="sm">
        {schedules.length === 1
          ? 'O cronograma ativo é executado agora, fora do seu horário: cada imóvel dele é republicado no Canal Pro.'
          : `Os ${plural(schedules.length, 'cronograma ativo', 'cronogramas ativos')} são executados agora, fora dos seus horários: cada imóvel deles é republicado no Canal Pro.`}
      </Text>
      <List size="sm" spacing={4} aria-label="Cronogramas a executar">
        {schedules.map((s) => (
          <List.Item key={s.id}>
            <Text span size="sm" fw={600}>
              {s.name}
            </Text>
            <Text span size="sm">
              {' · '}
              {plural(s.propertiesCount, 'imóvel', 'imóveis')}
            </Text>
            {s.running && (
              <Tag color="blue" size="xs" ml={6}>
                Em execução
              </Tag>
            )}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={runAll.busy} data-autofocus>
          Cancelar
        </Button>
        <BusyButton
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => void runAll.run(schedules)}
          busy={runAll.busy}
        >
          {schedules.length === 1
            ? 'Executar'
            : `Executar ${plural(schedules.length, 'cronograma', 'cronogramas')}`}
        </BusyButton>
      </Group>
    </Stack>
  );
}

/** What happened to each schedule: started with its jobs, or refused with the server's reason. */
function Summary({ outcomes, onClose }: { outcomes: RunOutcome[]; onClose: () => void }) {
  // The confirmation's buttons are gone: focus moves to the summary's own way out.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const started = outcomes.filter((o) => o.started).length;
  const color = started === outcomes.length ? 'green' : started > 0 ? 'yellow' : 'red';
  return (
    <Stack gap="md">
      <Alert
        color={color}
        title={started > 0 ? M.runStarted : 'Nenhum cronograma foi executado'}
        styles={READABLE_ALERT_TITLE}
        role="status"
        data-testid="run-all-result"
      >
        <List spacing={4} size="sm" center>
          {outcomes.map((o) => (
            <List.Item
              key={o.scheduleId}
              icon={o.started ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
              data-started={o.started}
            >
              <Text size="sm" span fw={600}>
                {o.name}
              </Text>
              <Text size="sm" span>
                {': '}
                {o.started ? plural(o.jobs, 'job criado', 'jobs criados') : o.reason}
              </Text>
            </List.Item>
          ))}
        </List>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} ref={close}>
          Concluir
        </Button>
      </Group>
    </Stack>
  );
}
