import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { isApiError } from '@/api/errors';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
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
 *
 * Step 2 is in the address (`?etapa=imoveis`, see createScheduleSearchSchema), reached through
 * step 1's checks only: an address that asks for it otherwise (a link, a reload) is taken to step 1.
 * Leaving the screen with something typed asks first (`guard`).
 */
export function useScheduleCreateForm() {
  const { etapa } = useSearch({ strict: false });
  const [stepTwoReached, setStepTwoReached] = useState(false);
  const step: 0 | 1 = etapa === 'imoveis' && stepTwoReached ? 1 : 0;
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormInput>({
    defaultValues: { ...SCHEDULE_DEFAULTS, days_of_week: [...SCHEDULE_DEFAULTS.days_of_week] },
    // react-hook-form reads its options afresh on every render, so the resolver follows the step.
    resolver: step === 0 ? stepOneResolver : createResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const create = useCreateSchedule();
  const navigate = useNavigate();
  const router = useRouter();
  const guard = useLeaveGuard(form.formState.isDirty);
  const [saveError, setSaveError] = useState<unknown>(null);
  // Step 2 is shown only with step 1 the history entry before it (pushed by 'Próximo', or left by
  // the browser's Back and come back to by Forward): going back to step 1 is the history's Back.
  const toStepOne = () => router.history.back();
  // Step 2 is 'Próximo''s: a Forward to it after step 1 was made invalid (the name cleared, every
  // day unticked) lands on step 1 too, where 'Próximo' says what is missing.
  useEffect(() => {
    if (etapa !== 'imoveis') return;
    if (!stepTwoReached || !v.safeParse(scheduleStepOneSchema, form.getValues()).success) {
      void navigate({ to: '/refresh/new', search: {}, replace: true });
    }
  }, [etapa, stepTwoReached, navigate, form]);

  const next = form.handleSubmit(() => {
    form.clearErrors('property_ids');
    setStepTwoReached(true);
    void navigate({ to: '/refresh/new', search: { etapa: 'imoveis' } });
  });
  const back = () => {
    form.clearErrors('property_ids');
    toStepOne();
  };

  const save = useSingleFlight(
    form.handleSubmit(
      async (values) => {
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
          guard.allow();
          await navigate({ to: '/refresh' });
        } catch (error) {
          setSaveError(error);
          toast.failure(error, M.createError);
          if (applyFieldErrors(form, error)) toStepOne();
        }
      },
      // Step 1 changed after a Back and then a Forward to step 2: its messages are on step 1.
      (errors) => {
        if (STEP_ONE_FIELDS.some((field) => errors[field])) toStepOne();
      },
    ),
  );

  return { form, step, next, back, save: save.run, saving: save.busy, saveError, guard };
}

/**
 * The edit form: one step, no property selection, `PUT` without `property_ids`. Leaving it with
 * changes unsaved asks first (`guard`).
 */
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
  const guard = useLeaveGuard(form.formState.isDirty);
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
        guard.allow();
        await navigate({ to: '/refresh' });
      } catch (error) {
        setSaveError(error);
        toast.failure(error, M.updateError);
        applyFieldErrors(form, error);
      }
    }),
  );

  return { form, save: save.run, saving: save.busy, saveError, guard };
}
