import { Alert, Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyKeys } from '@/features/properties/api/keys';
import { propertyReadiness, type Readiness } from '@/features/properties/readiness';
import { useTone } from './tone';

type PropertyLike = components['schemas']['PropertyListItem'] | components['schemas']['Property'];

/** At most this many selected properties are fetched and checked before an export. */
export const READINESS_CHECK_LIMIT = 50;

/** GET /properties/{id} for the readiness check (kept under `propertyKeys.all`, so edits refresh it). */
export const readinessDetailOptions = (id: number) =>
  queryOptions({
    queryKey: [...propertyKeys.detail(id), 'readiness'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/properties/{id}', { params: { path: { id } }, signal })),
  });

export interface ReadinessItem {
  id: number;
  title: string;
  readiness: Readiness | null;
  loading: boolean;
  failed: boolean;
}

export interface ReadinessSummary {
  items: ReadinessItem[];
  /** Ids whose readiness has blocking fields. */
  blockedIds: number[];
  loading: boolean;
  /** Selected ids beyond the check limit (exported without a prior check). */
  unchecked: number;
}

/**
 * Readiness of the selected properties (part 2 §5 rules). With `properties` given (full details)
 * nothing is fetched; otherwise the first 50 ids are fetched with GET /properties/{id}.
 */
export function useReadiness(propertyIds: number[], properties?: PropertyLike[]): ReadinessSummary {
  const checked = propertyIds.slice(0, READINESS_CHECK_LIMIT);
  const given = useMemo(() => new Map((properties ?? []).map((p) => [p.id, p])), [properties]);
  const results = useQueries({
    queries: checked.map((id) => ({ ...readinessDetailOptions(id), enabled: !given.has(id) })),
  });
  const items = checked.map((id, index): ReadinessItem => {
    const known = given.get(id);
    const query = results[index];
    const data = known ?? query?.data;
    return {
      id,
      title: data?.title ?? `Imóvel #${id}`,
      readiness: data ? propertyReadiness(data) : null,
      loading: !data && (query?.isPending ?? false) && !query?.isError,
      failed: !data && (query?.isError ?? false),
    };
  });
  return {
    items,
    blockedIds: items.filter((i) => i.readiness && !i.readiness.ready).map((i) => i.id),
    loading: items.some((i) => i.loading),
    unchecked: Math.max(0, propertyIds.length - checked.length),
  };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

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
                : `${blockedIncluded.length} imóveis têm campos obrigatórios faltando e serão recusados pelo portal.`}
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

      <ScrollArea.Autosize mah={220} type="auto" scrollbarSize={6}>
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
    <Paper component="li" withBorder radius="sm" px="sm" py={6} opacity={excluded ? 0.6 : 1}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <StatusIcon
              size={16}
              aria-hidden
              style={{ flexShrink: 0, color: `var(--mantine-color-${status.color}-text)` }}
            />
            <Text size="sm" fw={500} truncate td={excluded ? 'line-through' : undefined}>
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
