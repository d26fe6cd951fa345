import { Alert, Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTone } from '@/components/tone';
import { plural } from '@/lib/format';
import {
  READINESS_CHECK_LIMIT,
  type ReadinessItem,
  type ReadinessSummary,
} from '@/features/properties/api/readiness';

/**
 * Per-property readiness for the portal, shown in the export dialogs before starting. Blocked
 * properties are flagged; one click removes them all from the export (or puts them back).
 */
export function ReadinessList({
  summary,
  excludedIds,
  onExcludedChange,
  disabled = false,
}: {
  summary: ReadinessSummary;
  excludedIds: number[];
  onExcludedChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { items, blockedIds, loading, unchecked } = summary;
  const tone = useTone();
  const excluded = new Set(excludedIds);
  const blockedIncluded = blockedIds.filter((id) => !excluded.has(id));
  // Exclusive groups: ready without advice, ready with warnings, blocked.
  const ready = items.filter((i) => i.readiness?.ready && i.readiness.warnings.length === 0).length;
  const withWarnings = items.filter((i) => i.readiness?.ready && i.readiness.warnings.length > 0).length;

  const toggle = (id: number) =>
    onExcludedChange(excluded.has(id) ? excludedIds.filter((x) => x !== id) : [...excludedIds, id]);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          Prontidão para o Canal Pro
        </Text>
        {loading ? (
          <Text size="xs" c="dimmed">
            Verificando imóveis...
          </Text>
        ) : (
          <Group gap={6}>
            {ready > 0 && (
              <Badge color="green" variant="light" c={tone('green')}>
                {plural(ready, 'pronto', 'prontos')}
              </Badge>
            )}
            {blockedIds.length > 0 && (
              <Badge color="red" variant="light" c={tone('red')}>
                {plural(blockedIds.length, 'bloqueado', 'bloqueados')}
              </Badge>
            )}
            {withWarnings > 0 && (
              <Badge color="yellow" variant="light" c={tone('yellow')}>
                {plural(withWarnings, 'com avisos', 'com avisos')}
              </Badge>
            )}
          </Group>
        )}
      </Group>

      {blockedIncluded.length > 0 && !disabled && (
        <Alert color="red" variant="light" icon={<IconCircleX size={18} aria-hidden />} p="xs">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              {blockedIncluded.length === 1
                ? '1 imóvel tem campos obrigatórios faltando e será recusado pelo portal.'
                : `${plural(blockedIncluded.length, 'imóvel tem', 'imóveis têm')} campos obrigatórios faltando e serão recusados pelo portal.`}
            </Text>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onExcludedChange([...new Set([...excludedIds, ...blockedIncluded])])}
            >
              Remover bloqueados da exportação
            </Button>
          </Group>
        </Alert>
      )}

      {/* The viewport takes the focus so that the list scrolls by keyboard too: rows without a
          button (unchecked, failed to load) leave nothing else in it to focus. */}
      <ScrollArea.Autosize
        mah={220}
        type="auto"
        scrollbarSize={6}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Imóveis a exportar' }}
      >
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Prontidão dos imóveis"
        >
          {items.map((item) => (
            <ReadinessRow
              key={item.id}
              item={item}
              excluded={excluded.has(item.id)}
              onToggle={() => toggle(item.id)}
              disabled={disabled}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>

      {unchecked > 0 && (
        <Text size="xs" c="dimmed">
          {`Verificação exibida para os primeiros ${READINESS_CHECK_LIMIT} imóveis; os outros ${unchecked} serão enviados sem verificação prévia.`}
        </Text>
      )}
    </Stack>
  );
}

function ReadinessRow({
  item,
  excluded,
  onToggle,
  disabled,
}: {
  item: ReadinessItem;
  excluded: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  const tone = useTone();
  if (item.loading) {
    return (
      <li>
        <Skeleton height={40} radius="sm" />
      </li>
    );
  }
  const r = item.readiness;
  const status = item.failed
    ? { label: 'Não verificado', color: 'gray', icon: IconAlertTriangle }
    : !r
      ? { label: 'Não verificado', color: 'gray', icon: IconAlertTriangle }
      : !r.ready
        ? { label: 'Bloqueado', color: 'red', icon: IconCircleX }
        : r.warnings.length > 0
          ? { label: 'Com avisos', color: 'yellow', icon: IconAlertTriangle }
          : { label: 'Pronto', color: 'green', icon: IconCircleCheck };
  const StatusIcon = status.icon;
  return (
    // An excluded row reads as set aside by its struck, dimmed title and 'Fora desta exportação':
    // a faded row (opacity 0.6) took every text in it below 4.5:1 (axe: color-contrast).
    <Paper component="li" withBorder radius="sm" px="sm" py={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {/* A long title wraps, whole: cut with an ellipsis it hid what tells two listings apart,
              and one unbroken word scrolled the dialog sideways. */}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <StatusIcon
              size={16}
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2, color: `var(--mantine-color-${status.color}-text)` }}
            />
            <Text
              size="sm"
              fw={500}
              c={excluded ? 'dimmed' : undefined}
              td={excluded ? 'line-through' : undefined}
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {item.title}
            </Text>
          </Group>
          {r && r.blocking.length > 0 && (
            <Text size="xs" c={tone('red')}>
              {`Falta: ${r.blocking.join(', ')}`}
            </Text>
          )}
          {r && r.warnings.length > 0 && (
            <Text size="xs" c="dimmed">
              {`Avisos: ${r.warnings.join('; ')}`}
            </Text>
          )}
          {item.failed && (
            <Text size="xs" c="dimmed">
              Não foi possível carregar os dados deste imóvel.
            </Text>
          )}
          {excluded && (
            <Text size="xs" c="dimmed">
              Fora desta exportação
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge size="sm" color={status.color} variant="light" c={tone(status.color)}>
            {status.label}
          </Badge>
          {!disabled && (excluded || (r && !r.ready)) && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={onToggle}
              aria-label={
                excluded ? `Incluir ${item.title} na exportação` : `Remover ${item.title} da exportação`
              }
            >
              {excluded ? 'Incluir' : 'Remover'}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
