import { Box, Flex, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { useMemo } from 'react';
import { brasiliaClock } from '@/lib/brasilia';
import type { ScheduleView } from '../api/normalize';
import { weekPlan } from '../cockpit';
import { BRASILIA_TIMES } from '../messages';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '../weekdays';
import { Panel } from './Panel';

/**
 * The week of the active schedules (issue 11, beyond the spec): Sunday to Saturday, each run at its
 * time. Seven columns on a wide screen; on a phone the days stack into a list.
 */
export function WeekView({ schedules }: { schedules: readonly ScheduleView[] | undefined }) {
  const plan = useMemo(() => weekPlan(schedules ?? []), [schedules]);
  // Schedules run on Brasília's weekdays: 'today' is Brasília's, wherever the browser is.
  const today = brasiliaClock().weekday;
  return (
    <Panel
      title="Semana de Refresh"
      description={BRASILIA_TIMES}
      icon={<IconCalendarWeek size={20} aria-hidden />}
      testId="week-view"
    >
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
              day === today
                ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                : undefined
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
    </Panel>
  );
}
