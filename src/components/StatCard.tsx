import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, type Icon } from '@tabler/icons-react';
import { useId } from 'react';
import { formatNumber, formatPercent } from '@/lib/format';

export type StatCardColor = 'blue' | 'green' | 'yellow' | 'red' | 'purple' | 'indigo';

/** The spec's colour names mapped to Mantine palettes (Mantine calls purple "grape"). */
const PALETTE: Record<StatCardColor, string> = {
  blue: 'blue',
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  purple: 'grape',
  indigo: 'indigo',
};

interface StatCardTrend {
  /** Change in percent; the sign is ignored, the direction says which way it went. */
  value: number;
  direction: 'up' | 'down';
}

export interface StatCardProps {
  /** What is counted ('Total de Imóveis'); it also names the card's section. */
  title: string;
  /** Numbers are shown in pt-BR (1.250); strings as given. */
  value: number | string;
  /** A Tabler icon in the card's colour (decorative). */
  icon: Icon;
  /** A dimmed line under the value ('Imóveis cadastrados'). */
  subtitle?: string;
  /** A change against the previous period, with its arrow ('12% vs. anterior'). */
  trend?: StatCardTrend;
  /** Skeletons stand in for the value, the subtitle and the trend; the card is aria-busy. */
  loading?: boolean;
  /** Default blue. */
  color?: StatCardColor;
}

/**
 * One statistic: title, value, icon, an optional subtitle and trend ('12% vs. anterior'), and a
 * skeleton while it loads. The colour is carried by the icon only, so text keeps its contrast in
 * both themes; the trend's direction is told by its arrow and by words for screen readers.
 */
export function StatCard({
  title,
  value,
  icon: IconComponent,
  subtitle,
  trend,
  loading = false,
  color = 'blue',
}: StatCardProps) {
  const titleId = useId();
  const palette = PALETTE[color];
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-color={color}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text id={titleId} size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          {loading ? (
            <>
              <Skeleton height={30} width={96} mt={2} />
              {/* The subtitle's own words size its stand-in: one that wraps keeps its two lines. */}
              {subtitle !== undefined && (
                <Skeleton>
                  <Text size="xs" aria-hidden style={{ visibility: 'hidden' }}>
                    {subtitle || '\u00a0'}
                  </Text>
                </Skeleton>
              )}
              {/* The trend's line (its 18 px arrow), so that the card keeps its height. */}
              {trend && <Skeleton height={18} width={120} />}
            </>
          ) : (
            <>
              <Text fz={28} fw={700} lh={1.15}>
                {typeof value === 'number' ? formatNumber(value) : value}
              </Text>
              {subtitle && (
                <Text size="xs" c="dimmed">
                  {subtitle}
                </Text>
              )}
              {trend && <Trend trend={trend} palette={trend.direction === 'up' ? 'green' : 'red'} />}
            </>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={palette} aria-hidden>
          <IconComponent size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

function Trend({ trend, palette }: { trend: StatCardTrend; palette: string }) {
  const up = trend.direction === 'up';
  const Arrow = up ? IconArrowUpRight : IconArrowDownRight;
  const percent = formatPercent(Math.abs(trend.value) / 100);
  return (
    <Group gap={4} wrap="nowrap" data-trend={trend.direction}>
      <ThemeIcon size={18} radius="xl" variant="light" color={palette} aria-hidden>
        <Arrow size={12} stroke={2} />
      </ThemeIcon>
      <Text size="xs" fw={600}>
        <VisuallyHidden>{up ? 'Alta de ' : 'Queda de '}</VisuallyHidden>
        {percent}
      </Text>
      <Text size="xs" c="dimmed">
        vs. anterior
      </Text>
    </Group>
  );
}
