import { describe, expect, it } from 'vitest';
import { ContractValidator } from './lib/contract';
import { formatProbe, runProbe } from './lib/probe';

describe('contract probe against the mock', () => {
  it.each(['gestor', 'admin'])('reads every read-only operation as %s with no violation', async (user) => {
    const rows = await runProbe({ api: 'http://localhost:3000', user, password: `${user}123` });
    const violations = rows.flatMap((r) => r.violations);
    expect(violations, formatProbe(rows)).toEqual([]);
    const reads = new ContractValidator().operations.filter((op) => op.method === 'GET' && !op.external);
    const called = new Set(rows.filter((r) => typeof r.status === 'number').map((r) => r.operation));
    expect(reads.filter((op) => !called.has(`${op.method} ${op.path}`)).map((op) => op.path)).toEqual([]);
  });

  it('reports a violation when the backend drifts from the contract', async () => {
    const drifting: typeof fetch = async (input, init) => {
      const url = String(input);
      if (url.endsWith('/auth/login')) return globalThis.fetch(input, init);
      if (url.endsWith('/properties/stats')) return Response.json({ total: 'muitos' });
      return globalThis.fetch(input, init);
    };
    const rows = await runProbe({
      api: 'http://localhost:3000',
      user: 'gestor',
      password: 'gestor123',
      fetch: drifting,
    });
    const stats = rows.find((r) => r.operation === 'GET /properties/stats');
    expect(stats?.violations.length).toBeGreaterThan(0);
    expect(formatProbe(rows)).toContain('GET /properties/stats');
  });
});
