import { FAILURE_WINDOWS, type FailureWindow } from './failure-windows';
import type { JobView } from './api/normalize';

/**
 * The critical-errors panel's rules, pure so every rule and boundary is tested:
 * a failed job is classified by its message, aged, and grouped by type plus the first 50 characters
 * of the message. Cancelled jobs (a stop) are not failures and never reach the panel.
 */

export type ErrorType = 'connection' | 'auth' | 'property' | 'timeout' | 'system';
export type Severity = 'high' | 'medium';
export type AgeBucket = 'fresh' | 'recent' | 'old';

export const ERROR_TYPE_LABELS: Record<ErrorType, string> = {
  connection: 'Conexão',
  auth: 'Autenticação',
  property: 'Imóvel',
  timeout: 'Timeout',
  system: 'Sistema',
};

export const SEVERITY_LABELS: Record<Severity, string> = { high: 'Alta', medium: 'Média' };

const HOUR = 3_600_000;
/** Fresh: 4 hours old or less. Recent: up to 24 hours. Old: more. */
export const FRESH_MAX_MS = 4 * HOUR;
export const RECENT_MAX_MS = 24 * HOUR;
/** Groups share a type and the first 50 characters of the message. */
export const GROUP_PREFIX_LENGTH = 50;
/** Groups shown before 'Ver todos'. */
export const VISIBLE_GROUPS = 3;

/** The failed-job windows: 48 h (default), today (24 h), 7 days (168 h), all. */
export function windowHours(value: FailureWindow): 24 | 48 | 168 | undefined {
  return FAILURE_WINDOWS.find((w) => w.value === value)?.hours;
}

/**
 * In the spec's order, first match wins: connection/network, auth/token, property, timeout, else
 * system. Words in Portuguese and English, as portals and servers answer in either. `rede` is a
 * whole word ('credenciais' holds it too).
 */
const RULES: { type: ErrorType; severity: Severity; pattern: RegExp }[] = [
  { type: 'connection', severity: 'high', pattern: /conex|connection|network|\brede\b|econn/i },
  { type: 'auth', severity: 'high', pattern: /autentica|auth|token|credencia/i },
  { type: 'property', severity: 'medium', pattern: /imóvel|imovel|propriedade|property/i },
  { type: 'timeout', severity: 'medium', pattern: /timeout|timed out|tempo esgotado/i },
];

export function classifyError(message: string | null): { type: ErrorType; severity: Severity } {
  const text = message ?? '';
  const rule = RULES.find((r) => r.pattern.test(text));
  return rule ? { type: rule.type, severity: rule.severity } : { type: 'system', severity: 'medium' };
}

/** Fresh (≤ 4 h), recent (≤ 24 h) or old. A time in the future (clock skew) counts as fresh. */
export function ageBucket(createdAt: string, now: number): AgeBucket {
  const age = now - Date.parse(createdAt);
  if (!(age > FRESH_MAX_MS)) return 'fresh';
  return age <= RECENT_MAX_MS ? 'recent' : 'old';
}

/** Fresh errors become high; old high ones become medium; recent ones keep their class. */
export function agedSeverity(severity: Severity, bucket: AgeBucket): Severity {
  if (bucket === 'fresh') return 'high';
  if (bucket === 'old') return 'medium';
  return severity;
}

export const AGE_LABELS: Record<AgeBucket, string> = {
  fresh: 'erro das últimas 4 horas',
  recent: 'erro das últimas 24 horas',
  old: 'erro com mais de 24 horas',
};

export interface FailureClass {
  type: ErrorType;
  severity: Severity;
  age: AgeBucket;
}

/**
 * A failed job as the monitor sees it at `now`: its type from the message, its age,
 * and the severity that age gives it. The one classification of the area — the errors panel
 * groups by it and a job's detail shows it, so both say the same ('ALTA · TIMEOUT' for a fresh
 * timeout in either place).
 */
export function classifyFailedJob(job: Pick<JobView, 'error' | 'createdAt'>, now: number): FailureClass {
  const { type, severity } = classifyError(job.error);
  const age = ageBucket(job.createdAt, now);
  return { type, severity: agedSeverity(severity, age), age };
}

export interface ErrorGroup {
  key: string;
  type: ErrorType;
  severity: Severity;
  /** The newest job's full message. */
  message: string;
  count: number;
  /** ISO time of the newest job. */
  lastAt: string;
  /** The newest job, whose detail the group opens. */
  latestJobId: number;
  /** Names of the schedules involved, in order of appearance ('Atualização manual' for none). */
  schedules: string[];
}

/** A job without a schedule came from the manual refresh dialog. */
export const MANUAL_REFRESH_LABEL = 'Atualização manual';
export const NO_MESSAGE = 'Erro sem mensagem';

const RANK: Record<Severity, number> = { high: 0, medium: 1 };

/**
 * Failed jobs → groups, most severe first, then newest, then largest. Jobs that are not `failed`
 * are ignored (a cancelled run is no error).
 */
export function groupFailedJobs(jobs: readonly JobView[], now: number): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const job of jobs) {
    if (job.status !== 'failed') continue;
    const message = job.error ?? NO_MESSAGE;
    const { type, severity } = classifyFailedJob(job, now);
    const key = `${type}:${message.slice(0, GROUP_PREFIX_LENGTH)}`;
    const schedule = job.scheduleName ?? MANUAL_REFRESH_LABEL;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        key,
        type,
        severity,
        message,
        count: 1,
        lastAt: job.createdAt,
        latestJobId: job.id,
        schedules: [schedule],
      });
      continue;
    }
    group.count += 1;
    if (RANK[severity] < RANK[group.severity]) group.severity = severity;
    if (Date.parse(job.createdAt) > Date.parse(group.lastAt)) {
      group.lastAt = job.createdAt;
      group.latestJobId = job.id;
      group.message = message;
    }
    if (!group.schedules.includes(schedule)) group.schedules.push(schedule);
  }
  return [...groups.values()].sort(
    (a, b) =>
      RANK[a.severity] - RANK[b.severity] ||
      Date.parse(b.lastAt) - Date.parse(a.lastAt) ||
      b.count - a.count ||
      a.key.localeCompare(b.key),
  );
}
