import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/errors';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/notify';
import type { ScheduleView } from '../api/normalize';
import { useCreateSchedule, useUpdateSchedule } from '../api/schedules';
import { REFRESH_MESSAGES as M } from '../messages';
import {
  SCHEDULE_DEFAULTS,
  scheduleFormSchema,
  scheduleSettingsSchema,
  scheduleStepOneSchema,
} from '../schemas';

/** The values the schedule forms hold (create adds the properties of step 2). */
export interface ScheduleFormInput {
  name: string;
  time_slot: string;
  days_of_week: number[];
  is_active: boolean;
  property_ids: number[];
}

const STEP_ONE_FIELDS = ['name', 'time_slot', 'days_of_week', 'is_active'] as const;
type FormField = keyof ScheduleFormInput;

const stepOneResolver = formResolver<ScheduleFormInput, ScheduleFormInput>(scheduleStepOneSchema);
const createResolver = formResolver<ScheduleFormInput, ScheduleFormInput>(scheduleFormSchema);
const editResolver = formResolver<ScheduleFormInput, ScheduleFormInput>(scheduleSettingsSchema);

/** A 422's field messages onto the form; true when one of them belongs to step 1. */
function applyFieldErrors(form: UseFormReturn<ScheduleFormInput>, error: unknown): boolean {
  if (!isApiError(error)) return false;
  let stepOne = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0] as FormField;
    if (!(field in form.getValues())) continue;
    form.setError(field, { type: 'server', message });
    if ((STEP_ONE_FIELDS as readonly string[]).includes(field)) stepOne = true;
  }
  return stepOne;
}

/**
 * The create wizard: step 1 validates with the step-1 wording, step 2 with the whole
 * schema (at least one property); Back keeps everything typed. The same valibot schemas validate the
 * request in the mock.
 */
export function useScheduleCreateForm() {
  const [step, setStep] = useState<0 | 1>(0);
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormInput>({
    defaultValues: { ...SCHEDULE_DEFAULTS, days_of_week: [...SCHEDULE_DEFAULTS.days_of_week] },
    // react-hook-form reads its options afresh on every render, so the resolver follows the step.
    resolver: step === 0 ? stepOneResolver : createResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const create = useCreateSchedule();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<unknown>(null);

  const next = form.handleSubmit(() => {
    form.clearErrors('property_ids');
    setStep(1);
  });
  const back = () => {
    form.clearErrors('property_ids');
    setStep(0);
  };

  const save = useSingleFlight(
    form.handleSubmit(async (values) => {
      setSaveError(null);
      try {
        await create.mutateAsync({
          name: values.name,
          time_slot: values.time_slot,
          frequency_days: 1,
          property_ids: values.property_ids,
          is_active: values.is_active,
          days_of_week: values.days_of_week,
        });
        toast.success(M.created);
        await navigate({ to: '/refresh' });
      } catch (error) {
        setSaveError(error);
        toast.failure(error, M.createError);
        if (applyFieldErrors(form, error)) setStep(0);
      }
    }),
  );

  return { form, step, next, back, save: save.run, saving: save.busy, saveError };
}

/** The edit form: one step, no property selection, `PUT` without `property_ids`. */
export function useScheduleEditForm(schedule: ScheduleView) {
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormInput>({
    defaultValues: {
      name: schedule.name,
      time_slot: schedule.time,
      days_of_week: [...schedule.days],
      is_active: schedule.active,
      property_ids: [],
    },
    resolver: editResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const update = useUpdateSchedule();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<unknown>(null);

  const save = useSingleFlight(
    form.handleSubmit(async (values) => {
      setSaveError(null);
      try {
        await update.mutateAsync({
          id: schedule.id,
          body: {
            name: values.name,
            time_slot: values.time_slot,
            frequency_days: 1,
            days_of_week: values.days_of_week,
            is_active: values.is_active,
          },
        });
        toast.success(M.updated);
        await navigate({ to: '/refresh' });
      } catch (error) {
        setSaveError(error);
        toast.failure(error, M.updateError);
        applyFieldErrors(form, error);
      }
    }),
  );

  return { form, save: save.run, saving: save.busy, saveError };
}
