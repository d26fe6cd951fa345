import { Checkbox, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useIsPhone } from '@/hooks/useMediaMatch';
import { statusLabel } from '@/lib/property-labels';
import type { SchedulePropertyView } from '../api/normalize';
import { Tag } from '@/components/Tag';

interface RowsProps {
  rows: readonly SchedulePropertyView[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
}

const place = (row: SchedulePropertyView) => [row.neighborhood, row.city].filter(Boolean).join(', ') || '—';

/** One page of a schedule's properties: a table on a wide screen, stacked cards on a phone. */
export function SchedulePropertyRows(props: RowsProps) {
  const phone = useIsPhone();
  return phone ? <Cards {...props} /> : <Rows {...props} />;
}

function Rows({ rows, selected, onToggle }: RowsProps) {
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>Selecionar</VisuallyHidden>
          </Table.Th>
          <Table.Th>Imóvel</Table.Th>
          <Table.Th w={150}>Situação</Table.Th>
          <Table.Th>Localização</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="schedule-property" aria-selected={selected.has(row.id)}>
            <Table.Td>
              <Checkbox
                aria-label={row.title}
                checked={selected.has(row.id)}
                onChange={(event) => onToggle(row.id, event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {row.title}
              </Text>
              {row.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {row.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Tag color="gray" size="sm" maw="none">
                {statusLabel(row.status) || '—'}
              </Tag>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{place(row)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Cards({ rows, selected, onToggle }: RowsProps) {
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Imóveis do agendamento"
    >
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder p="xs" radius="sm" data-testid="schedule-property">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox
              mt={2}
              aria-label={row.title}
              checked={selected.has(row.id)}
              onChange={(event) => onToggle(row.id, event.currentTarget.checked)}
            />
            <Stack gap={4} miw={0}>
              <Text size="sm" fw={600}>
                {row.title}
              </Text>
              {row.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {row.description}
                </Text>
              )}
              <Group gap="xs">
                <Tag color="gray" size="xs" maw="none">
                  {statusLabel(row.status) || '—'}
                </Tag>
                <Text size="xs">{place(row)}</Text>
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
