import { Group, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { BusyButton } from '@/components/BusyButton';
import { NumberField } from '@/components/form/NumberField';
import { formResolver } from '@/lib/form-resolver';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notify';
import { automationStatusOptions, DEFAULT_HOURS_BEFORE_EXPIRY, useScheduleRenewal } from '../api/automation';
import { credentialsCheckOptions } from '../api/credentials';
import { scheduleRenewalFormSchema, type ScheduleRenewalValues } from '../schemas';
import { renewalInPast } from '../token-rule';

interface RenewalFormValues {
  hours_before_expiry: number | null;
}

const resolver = formResolver<RenewalFormValues, ScheduleRenewalValues>(scheduleRenewalFormSchema);

/**
 * Schedules the token renewal N hours before it expires (default 4): a whole number of hours
 * typed the pt-BR way, from 1 to 72, and less than the current token has left. Where the portal
 * says automation is not feasible (no device registered), it says what to do first.
 */
export function ScheduleRenewalForm({
  initialHours,
  disabled,
}: {
  initialHours?: number;
  disabled?: boolean;
}) {
  const schedule = useScheduleRenewal();
  const status = useQuery(automationStatusOptions());
  const credentials = useQuery(credentialsCheckOptions());
  const feasible = status.data?.automation_feasible ?? true;
  const hintId = useId();
  const hint = !feasible && !disabled ? { 'aria-describedby': hintId } : {};
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = useForm<RenewalFormValues, unknown, ScheduleRenewalValues>({
    resolver,
    defaultValues: { hours_before_expiry: initialHours ?? DEFAULT_HOURS_BEFORE_EXPIRY },
    reValidateMode: 'onChange',
  });
  // The saved lead time, once known or changed elsewhere, fills a field the user has not touched
  // (the form is not remounted for it: its button, busy under a keyboard's focus, would go).
  useEffect(() => {
    if (!isDirty) reset({ hours_before_expiry: initialHours ?? DEFAULT_HOURS_BEFORE_EXPIRY });
  }, [initialHours]); // eslint-disable-line react-hooks/exhaustive-deps -- when the saved value changes

  const submit = handleSubmit((values) => {
    const past = renewalInPast(values.hours_before_expiry, credentials.data?.expires_at);
    if (past) {
      setError('hours_before_expiry', { message: past }, { shouldFocus: true });
      return;
    }
    schedule.mutateAsync(values).then(
      (saved) =>
        toast.success(
          saved.next_renewal_at
            ? `Renovação agendada para ${formatDateTime(saved.next_renewal_at)}`
            : 'Renovação agendada',
        ),
      (failure: unknown) => toast.error(errorMessage(failure, 'Erro ao agendar a renovação')),
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Agendar renovação">
      <Group align="flex-start" gap="xs" wrap="wrap">
        <NumberField
          control={control}
          name="hours_before_expiry"
          label="Horas antes de expirar"
          unit="h"
          w={220}
          disabled={disabled || !feasible}
          {...hint}
        />
        <BusyButton
          type="submit"
          variant="default"
          // Level with the field's input, under its label.
          mt={25}
          busy={schedule.isPending}
          disabled={disabled || !feasible}
          leftSection={<IconCalendarTime size={16} />}
          {...hint}
        >
          Agendar renovação
        </BusyButton>
      </Group>
      {!feasible && !disabled && (
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          Agendar a renovação: configure a automação primeiro (credenciais e dispositivo).
        </Text>
      )}
    </form>
  );
}
