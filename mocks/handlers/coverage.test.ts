import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../../tests/contract-recorder';
import { BASE_URL, tokenFor } from '../../tests/helpers/api';
import { server } from '../node';

/**
 * Every operation of openapi.yaml is answered by a handler: each one is called once as the master
 * super administrator (with an empty body where it takes one) and must neither reach MSW's
 * "unhandled request" path nor crash into the mock's 500 INTERNAL_ERROR (`run` in mocks/http.ts):
 * bad input is answered 4xx, like a real server would.
 */
describe('handler coverage', () => {
  const unhandled: string[] = [];
  const listener = ({ request }: { request: Request }) => unhandled.push(`${request.method} ${request.url}`);
  afterEach(() => {
    server.events.removeListener('request:unhandled', listener);
  });

  it('answers all operations of the contract', async () => {
    server.events.on('request:unhandled', listener);
    const token = await tokenFor('admin');
    const ops = contract().operations;
    expect(ops.length).toBeGreaterThanOrEqual(81);
    const statuses: string[] = [];
    const crashed: string[] = [];
    for (const op of ops) {
      const base = op.external ? 'https://viacep.com.br' : BASE_URL;
      const path = op.path.replace('{cep}', '01310100').replace(/\{[^}]+\}/g, '1');
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
      const response = await fetch(`${base}${path}`, {
        method: op.method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        },
        body: hasBody ? '{}' : undefined,
      }).catch((error: unknown) => error as Error);
      statuses.push(
        `${op.method} ${op.path} → ${response instanceof Response ? response.status : String(response)}`,
      );
      if (response instanceof Response && response.status === 500) {
        const body = (await response.json().catch(() => null)) as { code?: string } | null;
        if (body?.code === 'INTERNAL_ERROR') crashed.push(`${op.method} ${op.path}`);
      }
    }
    expect(unhandled, statuses.join('\n')).toEqual([]);
    expect(crashed, 'handlers that crashed').toEqual([]);
  });
});
