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

  it('fails a backend that renames a field: `title` sent as `titulo`', async () => {
    // What a backend written from the screens rather than the contract could answer.
    const renamed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(renamed);
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([key, item]) => [key === 'title' ? 'titulo' : key, renamed(item)]),
        );
      }
      return value;
    };
    const drifting: typeof fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (!url.pathname.startsWith('/properties') || !response.ok) return response;
      return Response.json(renamed(await response.json()), { status: response.status });
    };
    const rows = await runProbe({
      api: 'http://localhost:3000',
      user: 'gestor',
      password: 'gestor123',
      fetch: drifting,
    });
    const list = rows.find((r) => r.operation === 'GET /properties');
    const detail = rows.find((r) => r.operation === 'GET /properties/{id}');
    for (const row of [list, detail]) {
      expect(row?.violations.map((v) => v.message).join('\n')).toMatch(/titulo/);
      expect(row?.violations.map((v) => v.message).join('\n')).toMatch(/title/);
    }
  });
});
