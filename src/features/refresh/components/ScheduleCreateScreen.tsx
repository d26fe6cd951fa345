import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useStepFocus } from '@/hooks/useStepFocus';
import { Controller } from 'react-hook-form';
import { LeaveConfirm } from '@/components/LeaveConfirm';
import { PageHeader } from '@/components/PageHeader';
import { useScheduleCreateForm } from '../hooks/useScheduleForms';
import { LEAVE_WORDING } from '../messages';
import { SaveErrorAlert } from './SaveErrorAlert';
import { SchedulePropertyPicker } from './SchedulePropertyPicker';
import { ScheduleSettingsFields } from './ScheduleSettingsFields';
import { EXACT_ACTIVE } from '@/lib/links';
import { BusyButton } from '@/components/BusyButton';

const STEPS = ['Configurações', 'Imóveis'] as const;

/** '/refresh/new': the 2-step create wizard. */
export function ScheduleCreateScreen() {
  const { form, step, next, back, save, saving, saveError, guard } = useScheduleCreateForm();
  const headingRef = useStepFocus<HTMLHeadingElement>(step);

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/refresh" activeOptions={EXACT_ACTIVE} size="sm">
          Cockpit do Corretor
        </Anchor>
        <Text size="sm" c="dimmed">
          Novo Agendamento
        </Text>
      </Breadcrumbs>
      <PageHeader
        title="Novo Agendamento"
        description="Escolha quando os anúncios são republicados e quais imóveis entram no agendamento"
      />
      <Stepper
        active={step}
        onStepClick={(index) => index < step && back()}
        allowNextStepsSelect={false}
        size="sm"
      >
        {STEPS.map((label, i) => (
          <Stepper.Step key={label} label={label} description={`Etapa ${i + 1} de ${STEPS.length}`} />
        ))}
      </Stepper>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a step-1 field moves on; in step 2 (its search boxes) it saves nothing by accident.
          if (step === 0) void next();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {step === 0 ? '1. Configurações do agendamento' : '2. Imóveis do agendamento'}
          </Title>
          {step === 0 ? (
            <ScheduleSettingsFields form={form} />
          ) : (
            <Controller
              control={form.control}
              name="property_ids"
              render={({ field, fieldState }) => (
                <SchedulePropertyPicker
                  value={field.value}
                  onChange={(ids) => {
                    field.onChange(ids);
                    form.clearErrors('property_ids');
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          {saveError !== null && <SaveErrorAlert error={saveError} />}
          <Group justify="space-between" gap="sm">
            {step === 0 ? (
              <Button component={Link} to="/refresh" activeOptions={EXACT_ACTIVE} variant="default">
                Cancelar
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={back}
                disabled={saving}
              >
                Voltar
              </Button>
            )}
            {step === 0 ? (
              <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                Próximo
              </Button>
            ) : (
              <BusyButton leftSection={<IconCheck size={16} />} onClick={() => void save()} busy={saving}>
                Criar Agendamento
              </BusyButton>
            )}
          </Group>
        </Stack>
      </Paper>
      <LeaveConfirm guard={guard} {...LEAVE_WORDING} />
    </Stack>
  );
}
