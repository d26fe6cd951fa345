import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatNumber } from '@/lib/format';
import type { AvailablePropertyView } from '../api/normalize';
import { availablePropertiesOptions } from '../api/schedules';
import { EXPORTED_ONLY, REFRESH_MESSAGES as M } from '../messages';
import { notExportedReason } from './AvailablePropertyRow';
import { PickListSkeleton } from './PickListSkeleton';
import { PropertyPickList } from './PropertyPickList';
import { SelectedPropertiesPanel } from './SelectedPropertiesPanel';

/**
 * Step 2 of the create wizard: the available properties and the selected ones, side by side (stacked
 * on a phone), each with search, the left with select-all. Paged in memory, so 10 000 properties
 * stay responsive.
 */
export function SchedulePropertyPicker({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const available = useQuery(availablePropertiesOptions());
  const rows = available.data;
  const selected = useMemo(() => new Set(value), [value]);
  const byId = useMemo(() => new Map((rows ?? []).map((row) => [row.id, row])), [rows]);
  const chosen = useMemo(
    () => value.map((id) => byId.get(id)).filter((row): row is AvailablePropertyView => !!row),
    [value, byId],
  );

  const errorAlert = error && (
    <Alert
      color="red"
      role="alert"
      title={error}
      styles={READABLE_ALERT_TITLE}
      data-testid="properties-error"
    />
  );
  if (available.isError && !rows) {
    // 'Criar Agendamento' stays on step 2: its refusal (no property selected) shows here too, or a
    // click on it would do nothing visible.
    return (
      <Stack gap="sm">
        {errorAlert}
        <ErrorState
          title={M.availableLoadError}
          error={available.error}
          onRetry={() => void available.refetch()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {errorAlert}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="sm" radius="md" component="section" aria-label="Imóveis disponíveis">
            <Title order={3} size="h5">
              Imóveis disponíveis
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {EXPORTED_ONLY}
            </Text>
            {rows ? (
              <PropertyPickList
                rows={rows}
                selected={selected}
                onChange={(next) => onChange([...next])}
                disabledReason={notExportedReason}
                emptyText="Nenhum imóvel cadastrado"
              />
            ) : (
              <PickListSkeleton />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="sm" radius="md" component="section" aria-label="Imóveis selecionados">
            <Title order={3} size="h5" mb="xs">
              Selecionados ({formatNumber(chosen.length)})
            </Title>
            <SelectedPropertiesPanel
              rows={chosen}
              onRemove={(id) => onChange(value.filter((v) => v !== id))}
              onClear={() => onChange([])}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
