/**
 * What every handler shares: the contract-typed `http`, the contract's error shape, the session
 * check a real server would make, latency and body parsing.
 */
import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import * as v from 'valibot';
import type { components, paths } from '../src/api/schema';
// Every 422 a client can receive is in pt-BR, also for rules without a message of their own.
import '../src/lib/validation-messages';
import { readToken } from './crypto';
import { db } from './db';
import type { TenantRecord, UserRecord } from './db/schemas';
import { latencyMs } from './runtime';

/** '*' matches any origin, so the same handlers serve the dev server, preview, tests and Storybook. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

type ApiErrorBody = components['schemas']['Error'];

/** A thrown HttpError becomes the contract's error answer (see `handle`). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

export const errors = {
  badRequest: (message = 'Requisição inválida', details: Record<string, unknown> | null = null) =>
    new HttpError(400, message, 'BAD_REQUEST', details),
  unauthorized: (message = 'Não autenticado', code = 'UNAUTHORIZED') => new HttpError(401, message, code),
  forbidden: (message = 'Acesso negado') => new HttpError(403, message, 'FORBIDDEN'),
  notFound: (message = 'Recurso não encontrado') => new HttpError(404, message, 'NOT_FOUND'),
  conflict: (message: string, code = 'CONFLICT') => new HttpError(409, message, code),
  validation: (details: Record<string, string>, message = 'Erro de validação') =>
    new HttpError(422, message, 'VALIDATION_ERROR', details),
  portal: (message: string, code = 'PORTAL_ERROR') => new HttpError(502, message, code),
  internal: () => new HttpError(500, 'Erro interno do servidor', 'INTERNAL_ERROR'),
};

export function errorResponse(error: HttpError): Response {
  const body: ApiErrorBody = { message: error.message, code: error.code, details: error.details };
  return HttpResponse.json(body, { status: error.status });
}

export interface Session {
  user: UserRecord;
  tenant: TenantRecord;
  /** Super administrator of the master tenant: sees across tenants where the spec says so. */
  isMasterAdmin: boolean;
}

/** 401 without a valid, unexpired, unrevoked token; otherwise the user and tenant behind it. */
export function requireSession(request: Request): Session {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw errors.unauthorized('Token de autenticação não encontrado', 'TOKEN_MISSING');
  const claims = readToken(match[1]!.trim());
  if (!claims) throw errors.unauthorized('Token inválido', 'TOKEN_INVALID');
  if (claims.exp * 1000 <= Date.now())
    throw errors.unauthorized('Sessão expirada. Faça login novamente.', 'TOKEN_EXPIRED');
  const session = db.sessions.findFirst((q) => q.where({ jti: claims.jti }));
  if (!session || session.revoked) throw errors.unauthorized('Sessão encerrada', 'TOKEN_REVOKED');
  const user = db.users.findFirst((q) => q.where({ id: claims.sub }));
  const tenant = user && db.tenants.findFirst((q) => q.where({ id: user.tenant_id }));
  if (!user || !tenant) throw errors.unauthorized('Usuário não encontrado', 'USER_NOT_FOUND');
  return { user, tenant, isMasterAdmin: tenant.id === 1 && user.is_super_admin };
}

export function requireAdmin(session: Session): void {
  if (!session.user.is_admin) throw errors.forbidden('Apenas administradores podem realizar esta ação');
}

/** Reads of the administration screens: any user of the master tenant. */
export function requireMaster(session: Session): void {
  if (session.tenant.id !== 1) throw errors.forbidden('Apenas usuários do tenant master');
}

export function requireMasterAdmin(session: Session): void {
  if (!session.isMasterAdmin) throw errors.forbidden('Apenas super administradores do tenant master');
}

/** The JSON body, or 400 for a missing or malformed one. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) throw errors.badRequest('Corpo da requisição ausente');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.badRequest('JSON malformado');
  }
}

/** The body parsed by a valibot schema: 400 when it is not an object, 422 with field details otherwise. */
export async function parseBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body = await readJson(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw errors.badRequest('O corpo deve ser um objeto JSON');
  }
  return validate(schema, body);
}

export function validate<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const details: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    details[key] ??= issue.message;
  }
  throw errors.validation(details);
}

/** A positive integer path parameter, or 404 (an id that cannot exist is an unknown id). */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw errors.notFound();
  return id;
}

/**
 * Runs a handler body: waits the artificial latency, then turns a thrown HttpError into the
 * contract's error answer and anything else into a 500 (a bug in the mock must not look like
 * success). Usage: `http.get(path, ({ request, response }) => run(() => ...response(200).json(x)))`.
 */
export async function run<T>(body: () => T | Promise<T>): Promise<T> {
  const ms = latencyMs();
  if (ms > 0) await delay(ms);
  try {
    return await body();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error) as T;
    console.error('[mock] handler crashed', error);
    return errorResponse(errors.internal()) as T;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** `run`, with the legacy `error` alias of `message` in error answers. */
export function runWithErrorAlias<T>(body: () => T | Promise<T>): Promise<T> {
  return run(async () => {
    try {
      return await body();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const out: ApiErrorBody = {
        message: error.message,
        code: error.code,
        details: error.details,
        error: error.message,
      };
      return HttpResponse.json(out, { status: error.status }) as T;
    }
  });
}
