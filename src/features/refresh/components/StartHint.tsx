import { Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconList, IconPlayerPlay, IconRocket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ConfirmModal';
import { plural } from '@/lib/format';
import type { ScheduleView } from '../api/normalize';
import { useActivateSchedules } from '../hooks/useActivateSchedules';

/**
 * 'Comece agora!' when no schedule is active. With none at all it offers the first
 * one; with paused ones it offers to activate them, after a confirmation that
 * names them, or to see them.
 */
export function StartHint({ paused }: { paused: readonly ScheduleView[] }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="start-hint">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'center' }}>
        <Stack gap={4}>
          <Text fw={700} size="lg">
            Comece agora!
          </Text>
          <Text size="sm" c="dimmed">
            {paused.length > 0
              ? paused.length === 1
                ? 'Nenhum cronograma está ativo: o seu está pausado. Ative-o e seus anúncios voltam ao topo do Canal Pro no horário agendado.'
                : `Nenhum cronograma está ativo: os seus ${plural(paused.length, 'cronograma', 'cronogramas')} estão pausados. Ative-os e seus anúncios voltam ao topo do Canal Pro nos horários agendados.`
              : 'Crie seu primeiro agendamento e seus anúncios voltam ao topo do Canal Pro todos os dias, no horário que você escolher.'}
          </Text>
        </Stack>
        {paused.length > 0 ? (
          <ActivatePaused paused={paused} />
        ) : (
          <Button
            component={Link}
            to="/refresh/new"
            leftSection={<IconRocket size={16} />}
            justify="center"
            style={{ justifySelf: 'end' }}
          >
            Criar primeiro agendamento
          </Button>
        )}
      </SimpleGrid>
    </Paper>
  );
}

function ActivatePaused({ paused }: { paused: readonly ScheduleView[] }) {
  const [confirming, setConfirming] = useState(false);
  const activate = useActivateSchedules();
  const label =
    paused.length === 1
      ? 'Ativar cronograma pausado'
      : `Ativar ${plural(paused.length, 'cronograma pausado', 'cronogramas pausados')}`;
  return (
    <Group gap="sm" justify="flex-end">
      <Button
        renderRoot={(props) => (
          <Link
            {...props}
            to="/refresh"
            search={(prev) => ({ ...prev, schedules: 'all', status: 'paused' })}
          />
        )}
        variant="default"
        leftSection={<IconList size={16} />}
      >
        Ver pausados
      </Button>
      <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void activate.run(paused, () => setConfirming(false))}
        loading={activate.busy}
        variant="info"
        title={paused.length === 1 ? 'Ativar o cronograma pausado?' : 'Ativar os cronogramas pausados?'}
        message={
          <Stack gap="xs">
            <Text size="sm">Voltam a executar nos seus horários (de Brasília):</Text>
            <List size="sm" spacing={2}>
              {paused.map((s) => (
                <List.Item key={s.id}>
                  <strong>{s.name}</strong> · {s.time || '—'} ·{' '}
                  {plural(s.propertiesCount, 'imóvel', 'imóveis')}
                </List.Item>
              ))}
            </List>
          </Stack>
        }
        confirmLabel={paused.length === 1 ? 'Ativar' : 'Ativar todos'}
      />
    </Group>
  );
}
