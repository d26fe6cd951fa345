import createClient, { type Middleware } from 'openapi-fetch';
import { apiBaseUrl } from '@/lib/env';
import { clearStoredSession, readToken } from '@/lib/session-storage';
import { configError, errorFromResponse, isApiError, networkError } from './errors';
import { reportAnswer } from './reachability';
import { apiReady, fetchFromApi } from './ready';
import type { paths } from './schema';

export const REQUEST_TIMEOUT_MS = 30_000;

type UnauthorizedHandler = () => void;

function goToLogin(): void {
  if (typeof location !== 'undefined' && location.pathname !== '/login') location.assign('/login');
}

let unauthorizedHandler: UnauthorizedHandler = goToLogin;

/** The session layer replaces the default full-page redirect with a router navigation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? goToLogin;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * fetch with the spec's 30 s timeout, through the backend once it is ready (api/ready.ts). A request
 * that gets no answer (offline, refused, timed out, a backend that did not start) becomes the
 * catalogue's NETWORK_ERROR; a cancellation by the caller stays an AbortError so that React Query
 * can ignore it.
 */
export async function fetchWithTimeout(request: Request, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  await apiReady();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          networkError(new Error(`timeout after ${timeoutMs} ms`), {
            reason: 'timeout',
            timeout_ms: timeoutMs,
          }),
        ),
      timeoutMs,
    );
  });
  try {
    const response = await Promise.race([fetchFromApi(request), timeout]);
    reportAnswer(response.status);
    return response;
  } catch (error) {
    if (isAbortError(error) || request.signal?.aborted) throw error;
    const failure = isApiError(error) ? error : networkError(error);
    if (failure.code === 'NETWORK_ERROR') reportAnswer(null);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A 401 on a call made with the current session means the session is over (the upload helper
 * too). A 401 without a session (a wrong password on /auth/login) is an ordinary error for the
 * screen; so is one for a token that is no longer the stored one (a call sent before the user
 * signed in again), which must not end the new session.
 */
export function endSessionOnUnauthorized(status: number, sentToken: string | null): void {
  if (status === 401 && sentToken !== null && sentToken === readToken()) {
    clearStoredSession();
    unauthorizedHandler();
  }
}

/**
 * The operations openapi.yaml serves without a session (`security: []`); client.test.ts holds the
 * list to the contract.
 */
export const PUBLIC_OPERATIONS = [
  '/auth/login',
  '/auth/register',
  '/properties/public',
  '/properties/public/{id}',
] as const satisfies readonly (keyof paths)[];

const sessionMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    // A call that needs a session is not sent without one: the answer can only be the server's
    // 401. A screen's loader still running as an ended session returns to /login would otherwise
    // send its calls bare (the validating proxy flags each as a request that breaks the contract).
    // (No words of its own: the session's end already sent the user to /login, which says why.)
    else if (!(PUBLIC_OPERATIONS as readonly string[]).includes(schemaPath))
      throw errorFromResponse(401, null);
    return request;
  },
  onResponse({ request, response }) {
    const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    endSessionOnUnauthorized(response.status, sent);
    return response;
  },
};

export function createApiClient(baseUrl: string = apiBaseUrl()) {
  const client = createClient<paths>({ baseUrl, fetch: (request: Request) => fetchWithTimeout(request) });
  client.use(sessionMiddleware);
  return client;
}

/** The one client of the app. */
export const api = createApiClient();

interface ClientResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws the catalogue's ApiError. Every
 * query and mutation goes through here, so screens only ever see one error type.
 */
export async function unwrap<R extends ClientResult>(call: Promise<R>): Promise<NonNullable<R['data']>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    if (isApiError(error) || isAbortError(error)) throw error;
    // Anything thrown before a request left (a bad base URL, an unserialisable body).
    throw configError(error);
  }
  if (result.error !== undefined || !result.response.ok) {
    throw errorFromResponse(result.response.status, result.error);
  }
  return result.data as NonNullable<R['data']>;
}
