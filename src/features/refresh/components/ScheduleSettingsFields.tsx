import { Button, Checkbox, Group, Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { TimeField } from '@/components/form/TimeField';
import { formatBrasiliaRun, nextRunInBrasilia } from '@/lib/brasilia';
import type { ScheduleFormInput } from '../hooks/useScheduleForms';
import { RECOMMENDED_TIMES, WEEKDAYS } from '../schemas';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '../weekdays';

/**
 * Name, time (HH:MM, the recommended times one click away), weekdays (Dom…Sáb, 0 = Sunday) and
 * active — step 1 of the create wizard and the whole edit form. An error clears as soon as its field
 * is edited.
 */
export function ScheduleSettingsFields({ form }: { form: UseFormReturn<ScheduleFormInput> }) {
  const { register, control, formState, clearErrors, setValue, watch } = form;
  const errors = formState.errors;
  const time = watch('time_slot');
  const days = watch('days_of_week');
  const active = watch('is_active');
  const timesLabelId = useId();
  return (
    <Stack gap="md">
      <TextInput
        label="Nome do agendamento"
        placeholder="Ex.: Refresh manhã"
        withAsterisk
        maxLength={100}
        {...register('name', { onChange: () => clearErrors('name') })}
        error={errors.name?.message}
      />
      <Stack gap={6}>
        <TimeField
          control={control as Control<ScheduleFormInput>}
          name="time_slot"
          label="Horário de execução"
          description="HH:MM, horário de Brasília"
          withAsterisk
          w={{ base: '100%', xs: 240 }}
          leftSection={<IconClock size={16} aria-hidden />}
          onValueChange={() => clearErrors('time_slot')}
        />
        <Group gap={6} role="group" aria-labelledby={timesLabelId}>
          <Input.Label id={timesLabelId} size="xs" c="dimmed" fw={400}>
            Horários recomendados:
          </Input.Label>
          {RECOMMENDED_TIMES.map((t) => (
            <Button
              key={t}
              size="compact-xs"
              variant={time === t ? 'filled' : 'default'}
              aria-pressed={time === t}
              onClick={() => {
                setValue('time_slot', t, { shouldDirty: true });
                clearErrors('time_slot');
              }}
            >
              {t}
            </Button>
          ))}
        </Group>
      </Stack>
      <Controller
        control={control}
        name="days_of_week"
        render={({ field }) => (
          <Checkbox.Group
            label="Dias da semana"
            withAsterisk
            value={field.value.map(String)}
            onChange={(values) => {
              field.onChange(values.map(Number).sort((a, b) => a - b));
              clearErrors('days_of_week');
            }}
            error={errors.days_of_week?.message}
          >
            <Group gap="md" mt={8}>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  value={String(day)}
                  label={WEEKDAY_SHORT[day]}
                  title={WEEKDAY_LONG[day]}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Agendamento ativo"
            description="Um agendamento pausado não executa até ser ativado"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <NextRunPreview time={time} days={days} active={active} />
    </Stack>
  );
}

/**
 * When the schedule would run next, computed in Brasília time as the server computes it: what the
 * time typed means, whatever the zone of the browser it is typed in.
 */
function NextRunPreview({ time, days, active }: { time: string; days: number[]; active: boolean }) {
  const next = typeof time === 'string' ? nextRunInBrasilia(time, days) : null;
  return (
    <Text size="sm" data-testid="next-run-preview" aria-live="polite">
      {!active
        ? 'Pausado: não executa até ser ativado'
        : next
          ? `Próxima execução: ${formatBrasiliaRun(next)} (horário de Brasília)`
          : 'Informe um horário válido e ao menos um dia para ver a próxima execução'}
    </Text>
  );
}
