import { Group, Radio, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { HIGHLIGHT_LEVELS, type HighlightLevel } from '@/api/enums';
import { useTone } from '@/components/tone';
import { PUBLICATION_TYPE_LABELS } from '@/lib/property-labels';
import { formatNumber } from '@/lib/format';
import { planHighlight, usageText, type HighlightQuota, type PlanItem } from '../highlight-plan';

/** What choosing this level would leave: 'com a seleção, 8 de 10' or 'excederia em 3'. */
function outcome(items: readonly PlanItem[], type: HighlightLevel, quota: HighlightQuota): string | null {
  const plan = planHighlight(items, type, quota);
  if (plan.changing.length === 0) return 'todos já têm este destaque';
  if (plan.excess > 0) return `excederia o limite em ${formatNumber(plan.excess)}`;
  const level = plan.levels!.find((l) => l.type === type)!;
  return `com a seleção, ${formatNumber(level.after)} de ${formatNumber(level.limit)}`;
}

/**
 * The highlight level to set, one card per level with its used / contracted count (and what the
 * selection would make of it), so another level is easy to pick when one is full. `groupRef`
 * receives the group, for 'Escolher outro tipo' to move the focus here.
 */
export function HighlightTargetChooser({
  value,
  onChange,
  items,
  quota,
  groupRef,
}: {
  value: HighlightLevel;
  onChange: (type: HighlightLevel) => void;
  items: readonly PlanItem[];
  quota: HighlightQuota | null;
  groupRef: Ref<HTMLDivElement>;
}) {
  const tone = useTone();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as HighlightLevel)}
      label="Tipo de destaque"
      ref={groupRef}
    >
      <Stack gap={6} mt="xs">
        {HIGHLIGHT_LEVELS.map((type) => {
          const label = PUBLICATION_TYPE_LABELS[type]!;
          const result = quota ? outcome(items, type, quota) : null;
          const exceeds = result?.startsWith('excederia') ?? false;
          return (
            <Radio.Card
              key={type}
              value={type}
              radius="md"
              p="xs"
              aria-label={label}
              aria-describedby={quota ? `highlight-usage-${type}` : undefined}
              data-testid={`highlight-target-${type}`}
              style={value === type ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={2} />
                <Stack gap={0} style={{ flex: 1 }}>
                  <Text component="span" size="sm" fw={600}>
                    {label}
                  </Text>
                  {quota && (
                    <Text component="span" size="xs" c="dimmed" id={`highlight-usage-${type}`}>
                      {usageText(type, quota.used[type], quota.limits[type])} ·{' '}
                      <Text
                        component="span"
                        size="xs"
                        c={exceeds ? tone('red') : 'dimmed'}
                        fw={exceeds ? 600 : 400}
                      >
                        {result}
                      </Text>
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
