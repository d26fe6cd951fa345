import { describe, expect, it } from 'vitest';
import type { JobView } from './api/normalize';
import {
  ageBucket,
  agedSeverity,
  classifyError,
  classifyFailedJob,
  FRESH_MAX_MS,
  GROUP_PREFIX_LENGTH,
  groupFailedJobs,
  MANUAL_REFRESH_LABEL,
  NO_MESSAGE,
  RECENT_MAX_MS,
  windowHours,
} from './critical-errors';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const HOUR = 3_600_000;

function job(overrides: Partial<JobView> & { id: number; ageMs?: number }): JobView {
  const { ageMs = 10 * HOUR, ...rest } = overrides;
  return {
    status: 'failed',
    error: 'Erro interno inesperado ao processar o anúncio',
    createdAt: new Date(NOW - ageMs).toISOString(),
    startedAt: null,
    finishedAt: null,
    scheduleId: 1,
    scheduleName: 'Refresh manhã',
    propertyId: 10,
    propertyTitle: 'Casa',
    ...rest,
  };
}

describe('classifyError', () => {
  it.each([
    ['Erro de conexão com o portal: ECONNRESET ao enviar anúncio', 'connection', 'high'],
    ['Network unreachable', 'connection', 'high'],
    ['Connection refused by host', 'connection', 'high'],
    ['Falha na rede do portal', 'connection', 'high'],
    ['socket hang up: ECONNREFUSED', 'connection', 'high'],
    ['Falha de autenticação: token expirado no Canal Pro', 'auth', 'high'],
    ['Invalid auth header', 'auth', 'high'],
    ['Token inválido', 'auth', 'high'],
    ['Credenciais do Canal Pro ausentes', 'auth', 'high'],
    ['Imóvel rejeitado pelo portal: preço de venda ausente', 'property', 'medium'],
    ['Imovel sem fotos', 'property', 'medium'],
    ['Propriedade não encontrada', 'property', 'medium'],
    ['Property not found', 'property', 'medium'],
    ['Timeout ao aguardar resposta do portal (30s)', 'timeout', 'medium'],
    ['Request timed out', 'timeout', 'medium'],
    ['Tempo esgotado ao publicar', 'timeout', 'medium'],
    ['Erro interno inesperado ao processar o anúncio', 'system', 'medium'],
  ])('%s → %s (%s)', (message, type, severity) => {
    expect(classifyError(message)).toEqual({ type, severity });
  });

  it('follows the spec’s order when several words match: connection, auth, property, timeout', () => {
    expect(classifyError('Timeout de conexão')).toMatchObject({ type: 'connection' });
    expect(classifyError('Token do imóvel inválido')).toMatchObject({ type: 'auth' });
    expect(classifyError('Imóvel: timeout')).toMatchObject({ type: 'property' });
    expect(classifyError('Timeout ao conectar com o portal')).toMatchObject({ type: 'timeout' });
  });

  it('does not read "rede" inside "credenciais", and is case-insensitive', () => {
    expect(classifyError('CREDENCIAIS EXPIRADAS')).toMatchObject({ type: 'auth' });
    expect(classifyError('TIMEOUT')).toMatchObject({ type: 'timeout' });
  });

  it('a missing or empty message is a system error', () => {
    expect(classifyError(null)).toEqual({ type: 'system', severity: 'medium' });
    expect(classifyError('')).toEqual({ type: 'system', severity: 'medium' });
  });
});

describe('ageing', () => {
  const at = (ms: number) => new Date(NOW - ms).toISOString();

  it('fresh up to and including 4 h, recent up to and including 24 h, old after', () => {
    expect(ageBucket(at(0), NOW)).toBe('fresh');
    expect(ageBucket(at(FRESH_MAX_MS), NOW)).toBe('fresh');
    expect(ageBucket(at(FRESH_MAX_MS + 1), NOW)).toBe('recent');
    expect(ageBucket(at(RECENT_MAX_MS), NOW)).toBe('recent');
    expect(ageBucket(at(RECENT_MAX_MS + 1), NOW)).toBe('old');
    expect(ageBucket(at(30 * 24 * HOUR), NOW)).toBe('old');
  });

  it('a time in the future (clock skew) counts as fresh', () => {
    expect(ageBucket(at(-HOUR), NOW)).toBe('fresh');
  });

  it('fresh errors become high; old high ones become medium; recent keep their class', () => {
    expect(agedSeverity('medium', 'fresh')).toBe('high');
    expect(agedSeverity('high', 'fresh')).toBe('high');
    expect(agedSeverity('high', 'recent')).toBe('high');
    expect(agedSeverity('medium', 'recent')).toBe('medium');
    expect(agedSeverity('high', 'old')).toBe('medium');
    expect(agedSeverity('medium', 'old')).toBe('medium');
  });
});

describe('groupFailedJobs', () => {
  it('groups by type plus the first 50 characters of the message', () => {
    const prefix = 'x'.repeat(GROUP_PREFIX_LENGTH);
    const groups = groupFailedJobs(
      [
        job({ id: 1, error: `${prefix} primeiro` }),
        job({ id: 2, error: `${prefix} segundo` }),
        job({ id: 3, error: `${prefix.slice(1)}y final` }),
      ],
      NOW,
    );
    expect(groups.map((g) => g.count).sort()).toEqual([1, 2]);
    expect(groups.find((g) => g.count === 2)!.key).toBe(`system:${prefix}`);
  });

  it('keeps two types apart even with the same first 50 characters', () => {
    const groups = groupFailedJobs(
      [job({ id: 1, error: 'Token expirado' }), job({ id: 2, error: 'Timeout expirado' })],
      NOW,
    );
    expect(groups.map((g) => g.type).sort()).toEqual(['auth', 'timeout']);
  });

  it('counts, keeps the newest occurrence and message, and names every schedule once', () => {
    const REFUSED = 'Imóvel rejeitado pelo portal: preço de venda ausente no anúncio';
    const [group] = groupFailedJobs(
      [
        job({ id: 1, ageMs: 10 * HOUR, scheduleName: 'Refresh manhã', error: `${REFUSED} a` }),
        job({ id: 2, ageMs: 6 * HOUR, scheduleName: 'Refresh noite', error: `${REFUSED} b` }),
        job({ id: 3, ageMs: 8 * HOUR, scheduleName: 'Refresh manhã', error: `${REFUSED} c` }),
        job({ id: 4, ageMs: 9 * HOUR, scheduleName: null, scheduleId: null, error: `${REFUSED} d` }),
      ],
      NOW,
    );
    expect(group).toMatchObject({
      type: 'property',
      count: 4,
      latestJobId: 2,
      message: `${REFUSED} b`,
      lastAt: new Date(NOW - 6 * HOUR).toISOString(),
      schedules: ['Refresh manhã', 'Refresh noite', MANUAL_REFRESH_LABEL],
    });
  });

  it('takes the highest severity of its jobs after ageing', () => {
    const [group] = groupFailedJobs(
      [
        job({ id: 1, ageMs: 30 * HOUR, error: 'Imóvel sem preço' }),
        job({ id: 2, ageMs: 2 * HOUR, error: 'Imóvel sem preço' }),
      ],
      NOW,
    );
    expect(group!.severity).toBe('high');
    const [old] = groupFailedJobs([job({ id: 3, ageMs: 30 * HOUR, error: 'Token expirado' })], NOW);
    expect(old!.severity).toBe('medium');
  });

  it('orders high before medium, then the newest first, then the largest', () => {
    const groups = groupFailedJobs(
      [
        job({ id: 1, ageMs: 10 * HOUR, error: 'Erro interno A' }),
        job({ id: 2, ageMs: 20 * HOUR, error: 'Token expirado' }),
        job({ id: 3, ageMs: 6 * HOUR, error: 'Erro interno B' }),
        job({ id: 4, ageMs: 3 * HOUR, error: 'Erro interno C' }),
      ],
      NOW,
    );
    expect(groups.map((g) => g.latestJobId)).toEqual([4, 2, 3, 1]);
    expect(groups.map((g) => g.severity)).toEqual(['high', 'high', 'medium', 'medium']);
  });

  it('ignores jobs that did not fail — a cancelled run is no error', () => {
    const groups = groupFailedJobs(
      [
        job({ id: 1, status: 'cancelled', error: 'Execução interrompida pelo usuário' }),
        job({ id: 2, status: 'completed', error: null }),
        job({ id: 3, status: 'pending', error: null }),
      ],
      NOW,
    );
    expect(groups).toEqual([]);
  });

  it('a group says the severity its newest job’s detail says (one classification for both)', () => {
    const jobs = [
      job({ id: 1, ageMs: 30 * HOUR, error: 'Timeout ao aguardar resposta do portal (30s)' }),
      job({ id: 2, ageMs: 2 * HOUR, error: 'Timeout ao aguardar resposta do portal (30s)' }),
      job({ id: 3, ageMs: 10 * HOUR, error: 'Token expirado' }),
      job({ id: 4, ageMs: 30 * HOUR, error: 'Token expirado' }),
    ];
    const groups = groupFailedJobs(jobs, NOW);
    for (const group of groups) {
      const latest = jobs.find((j) => j.id === group.latestJobId)!;
      expect(classifyFailedJob(latest, NOW)).toMatchObject({ type: group.type, severity: group.severity });
    }
    // A fresh timeout is high, in the group and in the job.
    expect(classifyFailedJob(jobs[1]!, NOW)).toEqual({ type: 'timeout', severity: 'high', age: 'fresh' });
    expect(classifyFailedJob(jobs[3]!, NOW)).toEqual({ type: 'auth', severity: 'medium', age: 'old' });
  });

  it('a failure without a message is grouped as a system error with a placeholder text', () => {
    const [group] = groupFailedJobs([job({ id: 1, error: null })], NOW);
    expect(group).toMatchObject({ type: 'system', message: NO_MESSAGE });
  });
});

describe('failure windows', () => {
  it('48 h by default, 24 h today, 168 h seven days, none for all', () => {
    expect(windowHours('48')).toBe(48);
    expect(windowHours('24')).toBe(24);
    expect(windowHours('168')).toBe(168);
    expect(windowHours('all')).toBeUndefined();
  });
});
