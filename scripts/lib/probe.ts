/**
 * The contract probe: signs in to a backend, calls every read-only operation of openapi.yaml and
 * validates each answer against it. Used by `npm run contract:probe` and tested against the mock.
 */
import { ContractValidator, type Operation, type Violation } from './contract';

export interface ProbeRow {
  operation: string;
  status: number | 'skipped' | 'error';
  violations: Violation[];
  note?: string;
}

export interface ProbeOptions {
  api: string;
  user: string;
  password: string;
  fetch?: typeof fetch;
  validator?: ContractValidator;
}

type Json = Record<string, unknown>;

function firstId(body: unknown, ...keys: string[]): string | undefined {
  let list: unknown = body;
  for (const key of keys) list = (list as Json | undefined)?.[key];
  const first = Array.isArray(list) ? (list[0] as Json | undefined) : undefined;
  const id = first?.id ?? first?.property_id;
  return id === undefined ? undefined : String(id);
}

export async function runProbe(options: ProbeOptions): Promise<ProbeRow[]> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const validator = options.validator ?? new ContractValidator();
  const base = options.api.replace(/\/+$/, '');
  const rows: ProbeRow[] = [];

  async function call(op: Operation, path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, init);
    } catch (error) {
      rows.push({
        operation: `${op.method} ${op.path}`,
        status: 'error',
        violations: [],
        note: String(error),
      });
      return undefined;
    }
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    let body: unknown = undefined;
    const violations: Violation[] = [];
    if (contentType.includes('json') && text) {
      try {
        body = JSON.parse(text);
      } catch {
        violations.push({ operation: `${op.method} ${op.path}`, where: 'response', message: 'invalid JSON' });
      }
    }
    violations.push(...validator.validateResponse(op, response.status, contentType, body));
    rows.push({ operation: `${op.method} ${op.path}`, status: response.status, violations });
    return response.ok ? body : undefined;
  }

  const login = validator.find('POST', '/auth/login')!;
  const session = (await call(login, '/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: options.user, password: options.password }),
  })) as Json | undefined;
  const token = session?.access_token;
  if (typeof token !== 'string') {
    rows.push({
      operation: 'POST /auth/login',
      status: 'error',
      violations: [],
      note: 'no access_token: cannot go on',
    });
    return rows;
  }
  const headers = { Authorization: `Bearer ${token}` };

  // Lists first, so their first items give the ids for the detail reads.
  const ids: Record<string, string | undefined> = {};
  const reads = validator.operations.filter((op) => op.method === 'GET' && !op.external);
  const withoutParams = reads.filter((op) => op.params === 0);
  for (const op of withoutParams) {
    const body = await call(op, op.path, { headers });
    if (op.path === '/properties') ids.property = firstId(body, 'data');
    if (op.path === '/properties/public') ids.publicProperty = firstId(body, 'data');
    if (op.path === '/properties/api/refresh-schedules') ids.schedule = firstId(body, 'data');
    if (op.path === '/properties/api/refresh-monitor/jobs') ids.job = firstId(body, 'data');
  }
  const idFor: Record<string, string | undefined> = {
    '/properties/{id}': ids.property,
    '/properties/{id}/sync_status': ids.property,
    '/properties/public/{id}': ids.publicProperty,
    '/properties/api/refresh-schedules/{id}': ids.schedule,
    '/properties/api/refresh-schedules/{id}/properties': ids.schedule,
    '/properties/api/refresh-monitor/jobs/{id}': ids.job,
  };
  for (const op of reads.filter((o) => o.params > 0)) {
    const id = idFor[op.path];
    if (!id) {
      rows.push({
        operation: `${op.method} ${op.path}`,
        status: 'skipped',
        violations: [],
        note: 'no id to read',
      });
      continue;
    }
    await call(op, op.path.replace(/\{[^}]+\}/, encodeURIComponent(id)), { headers });
  }
  return rows;
}

export function formatProbe(rows: ProbeRow[]): string {
  const lines = rows.map((r) => {
    const result = r.violations.length ? `${r.violations.length} violation(s)` : (r.note ?? 'ok');
    const detail = r.violations.map((v) => `\n      ${v.where}: ${v.message}`).join('');
    return `${r.operation.padEnd(62)} ${String(r.status).padEnd(8)} ${result}${detail}`;
  });
  return [`${'operation'.padEnd(62)} ${'status'.padEnd(8)} violations`, ...lines].join('\n');
}
