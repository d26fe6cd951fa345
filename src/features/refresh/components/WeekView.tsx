import { Box, Flex, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { brasiliaClock } from '@/lib/brasilia';
import type { ScheduleView } from '../api/normalize';
import { weekPlan, type WeekRun } from '../cockpit';
import { BRASILIA_TIMES } from '../messages';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '../weekdays';
import { Panel } from '@/components/Panel';

const WEEK_LOAD_ERROR = 'Erro ao carregar a semana de refresh';

/**
 * The week of the active schedules (beyond the spec): Sunday to Saturday, each run at its
 * time. Seven columns on a wide screen; on a phone the days stack into a list. While the schedules
 * load it shows a skeleton, after a failure the error with a retry, and with no active schedule it
 * says so: a week "Sem execuções" is only true once the schedules are known.
 */
export const WeekView = memo(function WeekView({
  schedules,
  isError,
  error,
  onRetry,
}: {
  schedules: readonly ScheduleView[] | undefined;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const plan = useMemo(() => weekPlan(schedules ?? []), [schedules]);
  const none = plan.every((runs) => runs.length === 0);
  return (
    <Panel
      fill
      title="Semana de Refresh"
      description={BRASILIA_TIMES}
      icon={<IconCalendarWeek size={20} aria-hidden />}
      testId="week-view"
      stale={isError && schedules !== undefined}
    >
      {schedules !== undefined ? (
        <Stack gap="xs">
          {none && (
            <Text size="sm" c="dimmed" data-testid="week-empty">
              Nenhum cronograma ativo: nenhuma execução agendada nesta semana.
            </Text>
          )}
          <Days plan={plan} />
        </Stack>
      ) : isError ? (
        <ErrorState title={WEEK_LOAD_ERROR} error={error} onRetry={onRetry} />
      ) : (
        <Skeleton height={120} radius="md" aria-busy role="status" aria-label="Carregando a semana" />
      )}
    </Panel>
  );
});

function Days({ plan }: { plan: WeekRun[][] }) {
  // Schedules run on Brasília's weekdays: 'today' is Brasília's, wherever the browser is.
  const today = brasiliaClock().weekday;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 7 }}
      spacing="xs"
      component="ol"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {plan.map((runs, day) => (
        <Paper
          key={day}
          component="li"
          withBorder
          p="xs"
          radius="sm"
          aria-label={`${WEEKDAY_LONG[day]}${day === today ? ' (hoje)' : ''}`}
          data-testid="week-day"
          data-today={day === today || undefined}
          style={
            day === today ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
          }
        >
          <Flex direction={{ base: 'row', sm: 'column' }} gap={6} align={{ base: 'center', sm: 'stretch' }}>
            <Text size="sm" fw={700} miw={{ base: 64, sm: 0 }}>
              {WEEKDAY_SHORT[day]}
              {day === today && (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  · hoje
                </Text>
              )}
            </Text>
            {runs.length === 0 ? (
              <Text size="xs" c="dimmed">
                Sem execuções
              </Text>
            ) : (
              <Flex
                direction={{ base: 'row', sm: 'column' }}
                wrap="wrap"
                gap={4}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none', flex: 1 }}
              >
                {runs.map((run) => (
                  <Box
                    component="li"
                    key={`${run.scheduleId}-${run.time}`}
                    px={6}
                    py={2}
                    bg="var(--mantine-primary-color-light)"
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    data-testid="week-run"
                  >
                    <Text size="xs" fw={700}>
                      {run.time}
                    </Text>
                    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {run.name}
                    </Text>
                  </Box>
                ))}
              </Flex>
            )}
          </Flex>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
