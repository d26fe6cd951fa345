/**
 * What the page and the mock's worker say to each other (mocks/backend/). A Request or a Response
 * does not cross postMessage, so each goes as its parts, its body as bytes handed over, not copied.
 */
import type { SessionRecord } from '../db/schemas';
import type { MockRuntime } from '../runtime';

export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * The mock's answer to a call: a response; 'network-error' for a connection that failed (the
 * 'offline' scenario); or null when no handler answers it and it goes on to the network.
 */
export type WireAnswer = WireResponse | 'network-error' | null;

export type ToBackend =
  /** The knobs the page opened with, and the sign-ins its localStorage holds (saved-sessions.ts). */
  | { type: 'start'; runtime: MockRuntime; reset: boolean; sessions: string | null }
  | { type: 'configure'; patch: Partial<MockRuntime> }
  /**
   * The saved sign-ins as another tab left them: the sessions it made are brought in, so that this
   * tab, which takes the other's sign-in (src/features/auth/useSessionSync.ts), can call with it.
   */
  | { type: 'sessions'; sessions: string | null }
  | { type: 'request'; id: number; request: WireRequest };

export type FromBackend =
  | { type: 'started' }
  | { type: 'failed'; message: string }
  /** A sign-in made (or ended: null) here, for the page to keep among the browser's (saved-sessions.ts). */
  | { type: 'session'; jti: string; session: SessionRecord | null }
  | { type: 'answer'; id: number; answer: WireAnswer };

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { url: request.url, method: request.method, headers: [...request.headers], body };
}

export function fromWireRequest({ url, method, headers, body }: WireRequest): Request {
  return new Request(url, { method, headers, body });
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  };
}

export function fromWireResponse({ status, statusText, headers, body }: WireResponse): Response {
  // A 204 or 304 may not carry a body, not even an empty one.
  const nullBody = status === 204 || status === 304;
  return new Response(nullBody ? null : body, { status, statusText, headers });
}
