import { Badge, Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHistory, IconBuildingPlus, IconLogin, IconUserPlus, type Icon } from '@tabler/icons-react';
import { memo } from 'react';
import { useTone } from '@/components/tone';
import { formatDateTime, formatRelative } from '@/lib/format';
import type { Activity } from '../api/executive-dashboard';
import { Panel } from '@/components/Panel';

const MAX_HEIGHT = 360;

/** Each activity type with its own icon and colour; an unknown type gets the generic one. */
const KINDS: Record<string, { icon: Icon; color: string }> = {
  new_tenant: { icon: IconBuildingPlus, color: 'grape' },
  new_user: { icon: IconUserPlus, color: 'green' },
  user_login: { icon: IconLogin, color: 'blue' },
};
const OTHER = { icon: IconHistory, color: 'gray' };

/** 'Atividades Recentes': newest first, each with its tenant type and how long ago, in pt-BR. */
export const ActivityList = memo(function ActivityList({ items, now }: { items?: Activity[]; now: number }) {
  return (
    <Panel title="Atividades Recentes" icon={<IconHistory size={20} aria-hidden />}>
      {items === undefined ? (
        <Stack gap="xs" aria-label="Carregando atividades" role="status">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} radius="sm" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma atividade recente.
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={MAX_HEIGHT}
          type="auto"
          offsetScrollbars
          // Focusable so that the list scrolls by keyboard too (its items have no controls).
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Lista de atividades' }}
        >
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item, index) => (
              <ActivityItem key={`${item.timestamp}-${index}`} item={item} now={now} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Panel>
  );
});

function ActivityItem({ item, now }: { item: Activity; now: number }) {
  const tone = useTone();
  const { icon: KindIcon, color } = KINDS[item.type] ?? OTHER;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-activity={item.type}>
      <ThemeIcon size={32} radius="xl" variant="light" color={color} aria-hidden>
        <KindIcon size={18} />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Text size="sm">{item.description}</Text>
        <Group gap={6}>
          {item.tenant_type && (
            <Badge size="xs" variant="light" color="gray" c={tone('gray')} tt="none">
              {item.tenant_type}
            </Badge>
          )}
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={item.timestamp}
            title={formatDateTime(item.timestamp)}
          >
            {formatRelative(item.timestamp, now)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
