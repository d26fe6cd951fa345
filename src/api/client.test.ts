import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { contract } from '../../tests/contract-recorder';
import {
  createApiClient,
  PUBLIC_OPERATIONS,
  REQUEST_TIMEOUT_MS,
  setUnauthorizedHandler,
  unwrap,
} from './client';
import { ApiError, errorMessage } from './errors';
import { useServerReachable } from './reachability';
import { neverAnswers } from '@mocks/overrides';

// A foreign origin keeps these deliberately off-contract answers out of the contract recorder.
const BASE = 'http://catalogue.test';
const client = createApiClient(BASE);

function answer(status: number, body?: unknown) {
  server.use(
    http.get(`${BASE}/auth/me`, () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

async function failure(): Promise<ApiError> {
  const error = await unwrap(client.GET('/auth/me')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
  setUnauthorizedHandler(null);
});

describe('error catalogue', () => {
  // /auth/me needs a session: without a stored token the client would not send it.
  beforeEach(() => sessionStorage.setItem('access_token', 'signed.in.token'));

  it.each([
    [403, 'Acesso negado'],
    [404, 'Recurso não encontrado'],
    [422, 'Erro de validação'],
    [500, 'Erro do servidor'],
    [502, 'Erro do servidor'],
    [503, 'Erro do servidor'],
    [418, 'Erro desconhecido'],
    [400, 'Erro desconhecido'],
  ])('%i without a message → %s', async (status, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(status);
    const error = await failure();
    expect(error).toMatchObject({
      status,
      message,
      code: `HTTP_${status}`,
      details: null,
      fromServer: false,
    });
  });

  it("keeps the server's message, code and details", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(422, {
      message: 'Título inválido',
      code: 'VALIDATION_ERROR',
      details: { title: 'Título deve ter pelo menos 3 caracteres' },
    });
    const error = await failure();
    expect(error).toMatchObject({
      status: 422,
      message: 'Título inválido',
      code: 'VALIDATION_ERROR',
      fromServer: true,
    });
    expect(error.fieldErrors).toEqual({ title: 'Título deve ter pelo menos 3 caracteres' });
    expect(errorMessage(error, 'fallback')).toBe('Título inválido');
  });

  it('reads the legacy `error` field of the users and tenants endpoints', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(400, { error: 'Usuário já existe' });
    expect((await failure()).message).toBe('Usuário já existe');
  });

  it('logs the catalogue message of the status', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(403);
    await failure();
    expect(warn).toHaveBeenCalledWith('[api] 403 Acesso negado');
  });

  it('a screen fallback replaces a message the server did not send', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(500);
    expect(errorMessage(await failure(), 'Erro ao carregar dashboard')).toBe('Erro ao carregar dashboard');
  });

  it('no response → NETWORK_ERROR with the connection message', async () => {
    server.use(http.get(`${BASE}/auth/me`, () => HttpResponse.error()));
    const error = await failure();
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Erro de conexão. Verifique sua internet e tente novamente.',
    });
    expect(errorMessage(error, 'fallback')).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
  });

  it('a call without an answer marks the server unreachable, its own failures as failing, and any other answer clears both', async () => {
    server.use(http.get(`${BASE}/auth/me`, () => HttpResponse.error()));
    await failure();
    expect(useServerReachable.getState().reach).toBe('unreachable');
    answer(500, { message: 'Erro interno', code: 'INTERNAL_ERROR', details: null });
    await failure();
    expect(useServerReachable.getState().reach).toBe('failing');
    // A 502 is the portal's failure, told apart by the server that answered it.
    answer(502, { message: 'Falha no portal', code: 'PORTAL_ERROR', details: null });
    await failure();
    expect(useServerReachable.getState().reach).toBe('online');
    answer(503, { message: 'Indisponível', code: 'INTERNAL_ERROR', details: null });
    await failure();
    expect(useServerReachable.getState().reach).toBe('failing');
    answer(422, { message: 'Dados inválidos', code: 'VALIDATION_ERROR', details: null });
    await failure();
    expect(useServerReachable.getState().reach).toBe('online');
  });

  it('a call the caller cancels says nothing of the server', async () => {
    server.use(http.get(`${BASE}/auth/me`, neverAnswers));
    const controller = new AbortController();
    const pending = unwrap(client.GET('/auth/me', { signal: controller.signal })).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(useServerReachable.getState().reach).toBe('online');
  });

  it('a request that cannot be built → CONFIG_ERROR', async () => {
    // A host with a space: no URL parser takes it (a bare 'not a url' is a path on the page's origin).
    const broken = createApiClient('http://not a host');
    const error = await unwrap(broken.GET('/auth/me')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'CONFIG_ERROR',
      message: 'Erro de configuração da requisição.',
      status: 0,
    });
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms with NETWORK_ERROR`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${BASE}/auth/me`, neverAnswers));
    const pending = unwrap(client.GET('/auth/me')).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      code: 'NETWORK_ERROR',
      details: { reason: 'timeout', timeout_ms: 30_000 },
    });
  });
});

describe('session middleware', () => {
  it('sends the stored token as a bearer token', async () => {
    localStorage.setItem('access_token', 'abc.def.ghi');
    let seen: string | null = null;
    server.use(
      http.get(`${BASE}/auth/me`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await unwrap(client.GET('/auth/me'));
    expect(seen).toBe('Bearer abc.def.ghi');
  });

  it('a token in sessionStorage (Lembrar-me off) is sent too', async () => {
    sessionStorage.setItem('access_token', 'session.only.token');
    let seen: string | null = null;
    server.use(
      http.get(`${BASE}/auth/me`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await unwrap(client.GET('/auth/me'));
    expect(seen).toBe('Bearer session.only.token');
  });

  it('a 401 with a session clears access_token and user and hands over to the login redirect', async () => {
    localStorage.setItem('access_token', 'expired');
    localStorage.setItem('user', JSON.stringify({ username: 'gestor' }));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer(401, { message: 'Sessão expirada', code: 'TOKEN_EXPIRED' });
    const error = await failure();
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 for a token no longer stored (sent before signing in again) leaves the new session', async () => {
    localStorage.setItem('access_token', 'old.token');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(`${BASE}/auth/me`, () => {
        // The user signs in again while the old call is on its way.
        localStorage.setItem('access_token', 'new.token');
        return HttpResponse.json({ message: 'Sessão encerrada', code: 'TOKEN_REVOKED' }, { status: 401 });
      }),
    );
    expect((await failure()).status).toBe(401);
    expect(localStorage.getItem('access_token')).toBe('new.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 without a session (wrong password) is only an error', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.post(`${BASE}/auth/login`, () =>
        HttpResponse.json(
          { message: 'Usuário ou senha inválidos', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    const error = await unwrap(
      client.POST('/auth/login', { body: { username: 'gestor', password: 'errada' } }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Usuário ou senha inválidos' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not send a call that needs a session without one (a loader outliving its session)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const sent = vi.fn();
    server.use(http.get(`${BASE}/properties/stats`, () => (sent(), HttpResponse.json({}))));
    const error = await unwrap(client.GET('/properties/stats')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'HTTP_401' });
    expect(sent).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the public operations without a session, as openapi.yaml lists them', async () => {
    const publicInContract = contract()
      .operations.filter((op) => !op.security && !op.external)
      .map((op) => op.path);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual([...new Set(publicInContract)].sort());
    let seen: string | null = 'not sent';
    server.use(
      http.get(`${BASE}/properties/public/:id`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await unwrap(client.GET('/properties/public/{id}', { params: { path: { id: 7 } } }));
    expect(seen).toBeNull();
  });
});
