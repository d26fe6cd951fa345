import * as v from 'valibot';

/**
 * Refresh schedules (with its exact messages). The schedule form (create wizard and
 * edit screen) and the mock backend validate with the same schemas.
 */

/** HH:MM between 00:00 and 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Recommended times offered by the form. */
export const RECOMMENDED_TIMES = ['10:00', '12:00', '20:00', '21:00'] as const;

/** 0 = Sunday … 6 = Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Defaults of a new schedule: 10:00, Monday to Friday, active. */
export const SCHEDULE_DEFAULTS = {
  name: '',
  time_slot: '10:00',
  days_of_week: [1, 2, 3, 4, 5],
  is_active: true,
  property_ids: [] as number[],
};

const SCHEDULE_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Nome deve ter no máximo 100 caracteres',
  timeRequired: 'Horário de execução é obrigatório',
  timeInvalid: 'Formato de horário inválido (HH:MM)',
  daysRequired: 'Selecione pelo menos um dia da semana',
  dayInvalid: 'Dia da semana inválido',
  daysRepeated: 'Dias da semana repetidos',
  propertiesRequired: 'É necessário selecionar ao menos um imóvel para o agendamento',
  propertyInvalid: 'Imóvel inválido',
  activeInvalid: 'Status do agendamento inválido',
  frequencyInvalid: 'A frequência deve ser de 1 dia',
} as const;

/** Wording of step 1 of the create wizard. */
const STEP_ONE_MESSAGES = {
  ...SCHEDULE_MESSAGES,
  timeRequired: 'Horário é obrigatório',
  daysRequired: 'Selecione ao menos um dia da semana',
} as const;

type Messages = typeof SCHEDULE_MESSAGES | typeof STEP_ONE_MESSAGES;

/** A missing field reports the field's own "required" message (valibot's default is generic). */
function missingField(messages: Record<string, string>) {
  return (issue: v.ObjectIssue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    return (typeof key === 'string' && messages[key]) || 'Campo obrigatório';
  };
}

function requiredMessages(m: Messages) {
  return {
    name: m.nameRequired,
    time_slot: m.timeRequired,
    days_of_week: m.daysRequired,
    property_ids: m.propertiesRequired,
    frequency_days: m.frequencyInvalid,
    is_active: m.activeInvalid,
  };
}

function settingsEntries(m: Messages) {
  return {
    name: v.pipe(
      v.string(m.nameRequired),
      v.trim(),
      v.minLength(1, m.nameRequired),
      v.maxLength(100, m.nameTooLong),
    ),
    time_slot: v.pipe(
      v.string(m.timeRequired),
      v.trim(),
      v.minLength(1, m.timeRequired),
      v.regex(TIME_PATTERN, m.timeInvalid),
    ),
    days_of_week: v.pipe(
      v.array(
        v.pipe(
          v.number(m.dayInvalid),
          v.integer(m.dayInvalid),
          v.minValue(0, m.dayInvalid),
          v.maxValue(6, m.dayInvalid),
        ),
        m.daysRequired,
      ),
      v.minLength(1, m.daysRequired),
      v.check((days) => new Set(days).size === days.length, m.daysRepeated),
    ),
    is_active: v.optional(v.boolean(m.activeInvalid), true),
  };
}

const propertyIds = (message: string) =>
  v.pipe(
    v.array(
      v.pipe(
        v.number(SCHEDULE_MESSAGES.propertyInvalid),
        v.integer(SCHEDULE_MESSAGES.propertyInvalid),
        v.minValue(1, SCHEDULE_MESSAGES.propertyInvalid),
      ),
      message,
    ),
    v.minLength(1, message),
  );

/** Step 1 of the create wizard: name, time and weekdays, with the step-1 wording. */
export const scheduleStepOneSchema = v.object(
  settingsEntries(STEP_ONE_MESSAGES),
  missingField(requiredMessages(STEP_ONE_MESSAGES)),
);

/** Edit form (one step, no property selection). */
export const scheduleSettingsSchema = v.object(
  settingsEntries(SCHEDULE_MESSAGES),
  missingField(requiredMessages(SCHEDULE_MESSAGES)),
);

/** Create form: settings plus at least one property. */
export const scheduleFormSchema = v.object(
  {
    ...settingsEntries(SCHEDULE_MESSAGES),
    property_ids: propertyIds(SCHEDULE_MESSAGES.propertiesRequired),
  },
  missingField(requiredMessages(SCHEDULE_MESSAGES)),
);

/** Frequency is fixed at 1 day on save. */
const frequencyDays = v.literal(1, SCHEDULE_MESSAGES.frequencyInvalid);

/** Body of POST /properties/api/refresh-schedules (the create form plus `frequency_days: 1`). */
export const scheduleCreateBodySchema = v.object(
  { ...scheduleFormSchema.entries, frequency_days: frequencyDays },
  missingField(requiredMessages(SCHEDULE_MESSAGES)),
);

/** Body of PUT /properties/api/refresh-schedules/{id}: same without property_ids. */
export const scheduleUpdateBodySchema = v.object(
  {
    ...scheduleSettingsSchema.entries,
    /** Absent = unchanged. */
    is_active: v.optional(v.boolean(SCHEDULE_MESSAGES.activeInvalid)),
    frequency_days: frequencyDays,
  },
  missingField(requiredMessages(SCHEDULE_MESSAGES)),
);

export const scheduleToggleSchema = v.object(
  { is_active: v.boolean(SCHEDULE_MESSAGES.activeInvalid) },
  missingField(requiredMessages(SCHEDULE_MESSAGES)),
);

/** Add or remove properties of a schedule. */
export const schedulePropertyIdsSchema = v.object(
  { property_ids: propertyIds('Selecione ao menos um imóvel') },
  missingField({ property_ids: 'Selecione ao menos um imóvel' }),
);

/** Housekeeping: remove job logs older than `days` days (30 on the call, 7 from the UI). */
export const cleanupSchema = v.object({
  days: v.optional(
    v.pipe(
      v.number('Informe o número de dias'),
      v.integer('O número de dias deve ser inteiro'),
      v.minValue(1, 'O número de dias deve ser no mínimo 1'),
      v.maxValue(365, 'O número de dias deve ser no máximo 365'),
    ),
    30,
  ),
});

/**
 * Time-config check: at least one time, each a valid HH:MM, days non-empty.
 * Returns the messages of every problem found (empty when valid).
 */
export function checkTimeConfig(config: {
  times: readonly string[];
  days_of_week: readonly number[];
}): string[] {
  const problems: string[] = [];
  if (config.times.length === 0) problems.push('Pelo menos um horário deve ser definido');
  config.times.forEach((time, i) => {
    if (!TIME_PATTERN.test(time)) problems.push(`Horário ${i + 1} inválido: ${time || '(vazio)'}`);
  });
  if (config.days_of_week.length === 0) problems.push(SCHEDULE_MESSAGES.daysRequired);
  return problems;
}

export type ScheduleCreateBody = v.InferOutput<typeof scheduleCreateBodySchema>;
export type ScheduleUpdateBody = v.InferOutput<typeof scheduleUpdateBodySchema>;
