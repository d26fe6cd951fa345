import type { SetupServer } from 'msw/node';
import { ContractValidator, type Violation } from '../scripts/lib/contract';

/** The test DOM's origin (Vitest's): where the app's client (and tests/helpers/api.ts) send their requests. */
const CONTRACT_ORIGIN = 'http://localhost:3000';

let validator: ContractValidator | undefined;
let violations: Violation[] = [];
const pending = new Set<Promise<void>>();
const seen = new Set<string>();

export function contract(): ContractValidator {
  validator ??= new ContractValidator();
  return validator;
}

/** Operations answered by the mock so far in this test file ("METHOD /path"). */
export function exercisedOperations(): ReadonlySet<string> {
  return seen;
}

/**
 * Checks each exchange the mock answers: the response always; the request body whenever the mock
 * accepted it (a 4xx to a deliberately bad body is the point of the bad-input tests).
 */
export function startContractRecording(server: SetupServer): void {
  // The handler consumes the request body, so a copy is read when the request starts.
  const bodies = new Map<string, Promise<string>>();
  server.events.on('request:start', ({ request, requestId }) => {
    bodies.set(
      requestId,
      request
        .clone()
        .text()
        .catch(() => ''),
    );
  });
  server.events.on('response:mocked', ({ request, requestId, response }) => {
    const requestText = bodies.get(requestId) ?? Promise.resolve('');
    bodies.delete(requestId);
    const task = check(request, requestText, response).finally(() => pending.delete(task));
    pending.add(task);
  });
}

async function check(request: Request, requestText: Promise<string>, response: Response): Promise<void> {
  {
    const url = new URL(request.url);
    // Only the API the app talks to; tests of the client itself use another origin on purpose.
    if (url.origin !== CONTRACT_ORIGIN && url.hostname !== 'viacep.com.br') return;
    const op = contract().find(request.method, url.pathname);
    if (!op) {
      violations.push({
        operation: `${request.method} ${url.pathname}`,
        where: 'path',
        message: 'not in openapi.yaml',
      });
      return;
    }
    seen.add(`${op.method} ${op.path}`);
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.clone().text();
    let body: unknown = undefined;
    if (contentType.includes('json') && text) {
      try {
        body = JSON.parse(text);
      } catch {
        violations.push({ operation: `${op.method} ${op.path}`, where: 'response', message: 'invalid JSON' });
      }
    }
    violations.push(...contract().validateResponse(op, response.status, contentType, body));
    if (response.ok) {
      const reqType = request.headers.get('content-type') ?? '';
      const reqText = await requestText;
      if (reqType.includes('json') && reqText) {
        try {
          violations.push(...contract().validateRequestBody(op, reqType, JSON.parse(reqText)));
        } catch {
          violations.push({
            operation: `${op.method} ${op.path}`,
            where: 'request',
            message: 'accepted invalid JSON',
          });
        }
      }
    }
  }
}

export async function takeContractViolations(): Promise<Violation[]> {
  await Promise.all([...pending]);
  const out = violations;
  violations = [];
  return out;
}
