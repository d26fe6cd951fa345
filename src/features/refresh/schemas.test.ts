import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkTimeConfig,
  cleanupSchema,
  SCHEDULE_DEFAULTS,
  scheduleCreateBodySchema,
  scheduleFormSchema,
  scheduleSettingsSchema,
  scheduleStepOneSchema,
  scheduleUpdateBodySchema,
} from './schemas';

/** The first message per field, as the form and the mock's 422 details show them. */
function messages(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.issues) out[v.getDotPath(issue) ?? '_'] ??= issue.message;
  return out;
}

const valid = { name: 'Refresh manhã', time_slot: '10:00', days_of_week: [1, 2, 3], is_active: true };

describe('schedule schemas', () => {
  it('step 1 speaks its own words', () => {
    expect(messages(scheduleStepOneSchema, { name: '', time_slot: '', days_of_week: [] })).toEqual({
      name: 'Nome é obrigatório',
      time_slot: 'Horário é obrigatório',
      days_of_week: 'Selecione ao menos um dia da semana',
    });
    expect(messages(scheduleStepOneSchema, {})).toEqual({
      name: 'Nome é obrigatório',
      time_slot: 'Horário é obrigatório',
      days_of_week: 'Selecione ao menos um dia da semana',
    });
  });

  it('the edit form and the save use the other wording', () => {
    expect(messages(scheduleSettingsSchema, { name: '  ', time_slot: '', days_of_week: [] })).toEqual({
      name: 'Nome é obrigatório',
      time_slot: 'Horário de execução é obrigatório',
      days_of_week: 'Selecione pelo menos um dia da semana',
    });
  });

  it('HH:MM within 00:00–23:59', () => {
    for (const time of ['00:00', '09:05', '23:59']) {
      expect(messages(scheduleSettingsSchema, { ...valid, time_slot: time }), time).toEqual({});
    }
    for (const time of ['24:00', '12:60', '9:00', '1000', 'meio-dia']) {
      expect(messages(scheduleSettingsSchema, { ...valid, time_slot: time }).time_slot, time).toBe(
        'Formato de horário inválido (HH:MM)',
      );
    }
  });

  it('weekdays are 0 (Sunday) to 6 (Saturday), unique', () => {
    expect(messages(scheduleSettingsSchema, { ...valid, days_of_week: [7] })).toEqual({
      'days_of_week.0': 'Dia da semana inválido',
    });
    expect(messages(scheduleSettingsSchema, { ...valid, days_of_week: [1, 1] }).days_of_week).toBe(
      'Dias da semana repetidos',
    );
  });

  it('creating needs at least one property; frequency is always 1', () => {
    expect(messages(scheduleFormSchema, { ...valid, property_ids: [] })).toEqual({
      property_ids: 'É necessário selecionar ao menos um imóvel para o agendamento',
    });
    expect(messages(scheduleCreateBodySchema, { ...valid, property_ids: [41], frequency_days: 2 })).toEqual({
      frequency_days: 'A frequência deve ser de 1 dia',
    });
    expect(messages(scheduleCreateBodySchema, { ...valid, property_ids: [41], frequency_days: 1 })).toEqual(
      {},
    );
  });

  it('an update is the same without properties; is_active absent means unchanged', () => {
    const body = { name: 'X', time_slot: '12:00', days_of_week: [0], frequency_days: 1 };
    expect(v.parse(scheduleUpdateBodySchema, body)).toEqual(body);
    expect(v.parse(scheduleUpdateBodySchema, { ...body, property_ids: [1] })).not.toHaveProperty(
      'property_ids',
    );
  });

  it('the defaults of a new schedule: 10:00, Monday to Friday, active', () => {
    expect(SCHEDULE_DEFAULTS).toMatchObject({
      time_slot: '10:00',
      days_of_week: [1, 2, 3, 4, 5],
      is_active: true,
    });
  });

  it('cleanup: 30 days when the body leaves it out, 1 to 365 otherwise', () => {
    expect(v.parse(cleanupSchema, {})).toEqual({ days: 30 });
    expect(v.parse(cleanupSchema, { days: 7 })).toEqual({ days: 7 });
    expect(messages(cleanupSchema, { days: 0 }).days).toBe('O número de dias deve ser no mínimo 1');
  });
});

describe('time-config check', () => {
  it('passes one or more valid times on some days', () => {
    expect(checkTimeConfig({ times: ['10:00', '21:00'], days_of_week: [1] })).toEqual([]);
  });

  it('names every problem: no time, each invalid time by position, no day', () => {
    expect(checkTimeConfig({ times: [], days_of_week: [] })).toEqual([
      'Pelo menos um horário deve ser definido',
      'Selecione pelo menos um dia da semana',
    ]);
    expect(checkTimeConfig({ times: ['10:00', '25:00', ''], days_of_week: [1] })).toEqual([
      'Horário 2 inválido: 25:00',
      'Horário 3 inválido: (vazio)',
    ]);
  });
});
