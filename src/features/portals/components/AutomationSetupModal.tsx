import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/form/PasswordField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/errors';
import { NumberField } from '@/components/form/NumberField';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { getDeviceId } from '@/lib/device-id';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/notify';
import { DEFAULT_HOURS_BEFORE_EXPIRY, useSetupAutomation } from '../api/automation';
import { credentialsCheckOptions } from '../api/credentials';
import { automationSetupFormSchema, type AutomationSetupValues } from '../schemas';
import { renewalInPast } from '../token-rule';
import { BusyButton } from '@/components/BusyButton';

interface SetupFormValues {
  email: string;
  password: string;
  hours_before_expiry: number | null;
  enabled: boolean;
}

const resolver = formResolver<SetupFormValues, AutomationSetupValues>(automationSetupFormSchema);

/** Configures the token-renewal automation (admin): credentials, lead time, on/off. */
export function AutomationSetupModal({
  opened,
  onClose,
  hoursBeforeExpiry,
}: {
  opened: boolean;
  onClose: () => void;
  hoursBeforeExpiry?: number;
}) {
  const setup = useSetupAutomation();
  const defaults: SetupFormValues = {
    email: '',
    password: '',
    hours_before_expiry: hoursBeforeExpiry ?? DEFAULT_HOURS_BEFORE_EXPIRY,
    enabled: true,
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<SetupFormValues, unknown, AutomationSetupValues>({
    resolver,
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  // The dialog stays mounted between openings: what was typed and not saved is still there; an
  // untouched form opens on the lead time saved since.
  useEffect(() => {
    if (opened && !isDirty) reset(defaults);
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps -- as it opens

  // The one in-flight guard: Enter twice or a double click sends one request.
  const save = useSingleFlight(async (values: AutomationSetupValues) => {
    try {
      await setup.mutateAsync({ ...values, device_id: getDeviceId() });
      toast.success('Automação configurada');
      reset(defaults);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Erro ao configurar a automação'));
      if (!isApiError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === 'email' || field === 'password' || field === 'hours_before_expiry')
          setError(field, { message });
      }
    }
  });
  const credentials = useQuery(credentialsCheckOptions());
  const onSubmit = handleSubmit((values) => {
    const past = renewalInPast(values.hours_before_expiry, credentials.data?.expires_at);
    if (past) setError('hours_before_expiry', { message: past }, { shouldFocus: true });
    else void save.run(values);
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Configurar renovação automática" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email do CanalPro"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Senha do CanalPro"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <NumberField
            control={control}
            name="hours_before_expiry"
            label="Renovar quantas horas antes de expirar"
          />
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label="Ativar a renovação automática"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={save.busy}>
              Cancelar
            </Button>
            <BusyButton type="submit" busy={save.busy}>
              Salvar automação
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
