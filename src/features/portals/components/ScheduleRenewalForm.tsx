import { Group, NumberInput } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
// Rules without a message of their own speak pt-BR.
import '@/lib/validation-messages';
import { errorMessage } from '@/api/errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notify';
import { DEFAULT_HOURS_BEFORE_EXPIRY, useScheduleRenewal } from '../api/automation';
import { scheduleRenewalSchema } from '../schemas';
import { BusyButton } from '@/components/BusyButton';

/** Schedules the token renewal N hours before it expires (default 4). */
export function ScheduleRenewalForm({
  initialHours,
  disabled,
}: {
  initialHours?: number;
  disabled?: boolean;
}) {
  const schedule = useScheduleRenewal();
  const [hours, setHours] = useState<number | string>(initialHours ?? DEFAULT_HOURS_BEFORE_EXPIRY);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(scheduleRenewalSchema, {
      hours_before_expiry: typeof hours === 'number' ? hours : undefined,
    });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setError(null);
    // mutateAsync: the card remounts this form when the saved lead time changes, and callbacks
    // given to mutate() would be dropped with it.
    schedule.mutateAsync(parsed.output).then(
      (status) =>
        toast.success(
          status.next_renewal_at
            ? `Renovação agendada para ${formatDateTime(status.next_renewal_at)}`
            : 'Renovação agendada',
        ),
      (failure: unknown) => toast.error(errorMessage(failure, 'Erro ao agendar a renovação')),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Agendar renovação">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label="Horas antes de expirar"
          min={1}
          max={72}
          allowDecimal={false}
          w={220}
          value={hours}
          onChange={(value) => {
            setHours(value);
            setError(null);
          }}
          error={error}
          disabled={disabled}
        />
        <BusyButton
          type="submit"
          variant="default"
          busy={schedule.isPending}
          disabled={disabled}
          leftSection={<IconCalendarTime size={16} />}
        >
          Agendar renovação
        </BusyButton>
      </Group>
    </form>
  );
}
