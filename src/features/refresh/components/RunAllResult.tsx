import { Alert, List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { plural } from '@/lib/format';
import type { RunOutcome } from '../hooks/useRunActiveSchedules';
import { REFRESH_MESSAGES as M } from '../messages';

/** 'Executar Agora' over several schedules: the ones that started and, by name, the ones refused. */
export function RunAllResult({ outcomes, onClose }: { outcomes: RunOutcome[]; onClose: () => void }) {
  const started = outcomes.filter((o) => o.started).length;
  const color = started === outcomes.length ? 'green' : started > 0 ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      title={started > 0 ? M.runStarted : 'Nenhum cronograma foi executado'}
      withCloseButton
      closeButtonLabel="Fechar resultado"
      onClose={onClose}
      styles={READABLE_ALERT_TITLE}
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
  );
}
