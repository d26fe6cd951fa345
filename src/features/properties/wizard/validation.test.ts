import { describe, expect, it } from 'vitest';
import { filledSteps, STEP_STATES, stepStates } from './step-states';
import { bodyIssues, wizardBody } from './validation';
import { EMPTY_WIZARD, type WizardValues } from './values';
import { propertyReadiness } from '../readiness';
import { readinessFromValues } from './values';

const form = (v: Partial<WizardValues>): WizardValues => ({ ...EMPTY_WIZARD, title: 'Casa boa', ...v });
const issues = (v: Partial<WizardValues>) => bodyIssues(wizardBody(form(v), null, EMPTY_WIZARD), false);

describe('bodyIssues: the contract schema on the body the save sends', () => {
  it('names each refused value by its form field, once, in step order', () => {
    expect(issues({ title: 'AB', cep: '80020-00' })).toEqual([
      { field: 'title', message: 'Título deve ter pelo menos 3 caracteres' },
      { field: 'cep', message: 'CEP deve ter 8 dígitos' },
    ]);
    expect(issues({ cep: '80020-000' })).toEqual([]);
  });

  it('refuses a number the field could not read, rules across fields, and a delivery that is no month', () => {
    expect(issues({ bedrooms: Number.NaN })).toEqual([
      { field: 'bedrooms', message: 'Corrija o valor digitado em Quartos' },
    ]);
    expect(issues({ usable_areas: 120, total_areas: 90, bedrooms: 2, suites: 3 })).toEqual([
      { field: 'usable_areas', message: 'Área útil não pode ser maior que a área total' },
      { field: 'suites', message: 'Suítes não podem ser mais que os quartos' },
    ]);
    for (const delivery_at of ['2027-13', 'março 2027', '27/03/2027']) {
      expect(issues({ delivery_at })).toEqual([
        { field: 'delivery_at', message: 'Data de entrega inválida: escolha o mês e o ano' },
      ]);
    }
    expect(issues({ delivery_at: '2027-03' })).toEqual([]);
  });
});

describe('stepStates: one answer for the stepper and the side panel', () => {
  const states = (v: Partial<WizardValues>, pending = 0) => {
    const values = form(v);
    const rules = propertyReadiness(readinessFromValues(values, pending), { portal: false });
    const invalid = bodyIssues(wizardBody(values, null, EMPTY_WIZARD), false);
    return stepStates({ ...rules, invalid, ready: false }, filledSteps(values, pending)).map((s) => s.label);
  };

  it('marks a step complete only when it has something and nothing is left in it', () => {
    expect(states({})).toEqual([
      'Pendente',
      'Pendente',
      'Revisar',
      'Não iniciada',
      'Não iniciada',
      'Revisar',
      'Revisar',
    ]);
    // Photos waiting to be sent count as the step's content.
    expect(states({}, 6)[5]).toBe('Completa');
    expect(states({ title: 'AB' })[0]).toBe('Corrigir');
    expect(STEP_STATES.complete.label).toBe('Completa');
  });
});
