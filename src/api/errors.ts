/** The error catalogue: one error type for every failed call. */

const NETWORK_ERROR_MESSAGE = 'Erro de conexão. Verifique sua internet e tente novamente.';
const CONFIG_ERROR_MESSAGE = 'Erro de configuração da requisição.';
const UNKNOWN_ERROR_MESSAGE = 'Erro desconhecido';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  403: 'Acesso negado',
  404: 'Recurso não encontrado',
  422: 'Erro de validação',
  500: 'Erro do servidor',
  502: 'Erro do servidor',
  503: 'Erro do servidor',
};

function catalogueMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? UNKNOWN_ERROR_MESSAGE;
}

export type ErrorDetails = Record<string, unknown> | null;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly details: ErrorDetails;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** True when `message` is the server's own words rather than the catalogue's default. */
  readonly fromServer: boolean;

  constructor(init: {
    message: string;
    code: string;
    details?: ErrorDetails;
    status: number;
    fromServer?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.details = init.details ?? null;
    this.status = init.status;
    this.fromServer = init.fromServer ?? false;
  }

  /** Field messages of a 422 answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(this.details ?? {})) {
      if (typeof value === 'string') out[field] = value;
    }
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function readString(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** An HTTP answer outside 2xx. The server's own message wins; the catalogue fills the gaps. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const fallback = catalogueMessage(status);
  // The catalogue's "logs" line: one console entry per failed call, in the spec's words.
  if (status !== 401) console.warn(`[api] ${status} ${fallback}`);
  const detailsValue =
    body && typeof body === 'object' ? (body as Record<string, unknown>).details : undefined;
  const serverMessage =
    readString(body, 'message') ?? readString(body, 'error') ?? readString(body, 'detail');
  return new ApiError({
    message: serverMessage ?? fallback,
    fromServer: serverMessage !== undefined,
    code: readString(body, 'code') ?? `HTTP_${status}`,
    details:
      detailsValue && typeof detailsValue === 'object' ? (detailsValue as Record<string, unknown>) : null,
    status,
  });
}

export function networkError(cause: unknown, details: ErrorDetails = null): ApiError {
  return new ApiError({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR', details, status: 0, cause });
}

export function configError(cause: unknown): ApiError {
  return new ApiError({ message: CONFIG_ERROR_MESSAGE, code: 'CONFIG_ERROR', status: 0, cause });
}

/**
 * What to show a person for a failed call: the server's message when it sent one, the connection
 * message when nothing arrived, otherwise the screen's own fallback (e.g. 'Erro ao fazer login').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.status === 0)) return error.message;
  return fallback;
}
