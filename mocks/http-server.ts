/**
 * The mock backend over real HTTP: the same handlers and seed as the embedded mock, answered by
 * Node's own HTTP server through MSW's `getResponse` (no service worker, no interception). For
 * integrators, backend, mobile and QA people (curl, Postman, another client) and for the journeys
 * that run a `VITE_API_URL` build through a validating proxy.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { configureRuntime, getRuntime, isScenario, readPace, type MockRuntime } from './runtime';
import { resetMockDatabase } from './seed';

/** Browsers on this machine or the local network may call it: any http(s) origin on a local host. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    return (
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '[::1]' ||
      /^127\./.test(hostname) ||
      /^10\./.test(hostname) ||
      /^192\.168\./.test(hostname) ||
      /^172\.(1[6-9]|2\d|3[01])\./.test(hostname)
    );
  } catch {
    return false;
  }
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !isLocalOrigin(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ?? 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The knobs `POST /__mock/reset` may change, as the browser's query string does. */
function runtimePatch(body: unknown): Partial<MockRuntime> {
  if (typeof body !== 'object' || body === null) return {};
  const { scenario, latency, size, pace } = body as Record<string, unknown>;
  const patch: Partial<MockRuntime> = {};
  if (isScenario(scenario)) patch.scenario = scenario;
  if (typeof latency === 'number' && latency >= 0) patch.latency = latency;
  if (latency === null) patch.latency = null;
  if (typeof size === 'number' && size >= 0) patch.size = Math.min(50_000, Math.floor(size));
  if (size === null) patch.size = null;
  const factor = readPace(pace);
  if (factor !== null) patch.pace = factor;
  return patch;
}

async function answer(request: IncomingMessage, response: ServerResponse, origin: string) {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  const body = await readBody(request);
  const path = request.url ?? '/';

  if (path === '/__mock/reset' && request.method === 'POST') {
    let parsed: unknown = null;
    try {
      parsed = body ? JSON.parse(body.toString('utf8')) : null;
    } catch {
      parsed = null;
    }
    configureRuntime(runtimePatch(parsed));
    await resetMockDatabase();
    sendJson(response, 200, { message: 'Banco do mock recriado', runtime: getRuntime() }, cors);
    return;
  }
  if (path === '/__mock' && request.method === 'GET') {
    sendJson(response, 200, { runtime: getRuntime() }, cors);
    return;
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const fetchRequest = new Request(new URL(path, origin), {
    method: request.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const mocked = await getResponse(handlers, fetchRequest);
  if (!mocked) {
    sendJson(response, 404, { message: 'Recurso não encontrado', code: 'NOT_FOUND', details: null }, cors);
    return;
  }
  // HttpResponse.error() (the 'offline' scenario): the connection drops, as a dead network would.
  if (mocked.type === 'error') {
    request.socket.destroy();
    return;
  }
  const out: Record<string, string | string[]> = { ...cors };
  mocked.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    out[name] = value;
  });
  const cookies = mocked.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  response.writeHead(mocked.status, out);
  response.end(Buffer.from(await mocked.arrayBuffer()));
}

/** An HTTP server answering every operation of openapi.yaml from the mock's database. */
export function createMockHttpServer(): Server {
  const server = createServer((request, response) => {
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    answer(request, response, origin).catch((error: unknown) => {
      console.error(error);
      if (response.headersSent) {
        response.end();
        return;
      }
      sendJson(
        response,
        500,
        { message: 'Erro interno do servidor', code: 'INTERNAL_ERROR', details: null },
        corsHeaders(request),
      );
    });
  });
  return server;
}
