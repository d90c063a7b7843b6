import type { ApiErrorBody } from '../../shared/api-error';

/** Every error code the API answers with, and its HTTP status. One line says when each is thrown. */
export const ERROR_STATUS = {
  /** The request body, query or params do not match the schema. */
  validation_failed: 400,
  /** A request that is well-formed but makes no sense (unknown pack, bad state). */
  bad_request: 400,
  /** The password does not meet the rules (with reasons). */
  weak_password: 400,
  /** No session, or an expired or revoked access token. */
  unauthorized: 401,
  /** Wrong e-mail or password (one message for both). */
  invalid_credentials: 401,
  /** The refresh token is unknown, used, expired or revoked. */
  session_not_found: 401,
  /** A webhook whose signature does not verify. */
  invalid_signature: 401,
  /** Out of credits for a paid action. */
  insufficient_credits: 402,
  /** Signed in, but the role does not allow the action. */
  forbidden: 403,
  /** The e-mail of the account is not verified yet. */
  email_not_confirmed: 403,
  /** The account was blocked by an administrator. */
  account_blocked: 403,
  /** Missing, or not the caller's. */
  not_found: 404,
  /** A unique value is taken (e-mail). */
  conflict: 409,
  /** A link that expired or was already used. */
  gone: 410,
  /** An `Idempotency-Key` already used for a different request (another body, route or carousel). */
  idempotency_key_reused: 422,
  /** Upload bigger than the limit. */
  payload_too_large: 413,
  /** Upload of a type we do not accept. */
  unsupported_media_type: 415,
  /** A source the server could not or would not read (a refused link, an unreadable PDF, no text). */
  unprocessable_source: 422,
  /** Too many requests; Retry-After says when to come back. */
  rate_limited: 429,
  /** Anything unexpected: details go to the log only. */
  internal: 500,
  /** A dependency (a provider, the realtime channel) is down. */
  service_unavailable: 503,
  /** PostgreSQL cannot be reached right now (down, restarting, network cut): nothing was changed, retry soon. */
  DB_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Omit<ApiErrorBody, 'message' | 'code'>;

  constructor(code: ErrorCode, message: string, extra: Omit<ApiErrorBody, 'message' | 'code'> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extra = extra;
  }

  toBody(): ApiErrorBody {
    return { message: this.message, code: this.code, ...this.extra };
  }
}

/** A 429 that says when to come back: the error handler sends `Retry-After` with it. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('rate_limited', `${message} Tente novamente em ${seconds}s.`);
    this.name = 'TooManyRequestsError';
    this.retryAfterSeconds = seconds;
  }
}

export const notFound = (message = 'Não encontrado.') => new AppError('not_found', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError('forbidden', message);
export const unauthorized = (message = 'Sessão expirada. Faça login novamente.') =>
  new AppError('unauthorized', message);
export const badRequest = (message: string) => new AppError('bad_request', message);

export const DB_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
export const dbUnavailable = () => new AppError('DB_UNAVAILABLE', DB_UNAVAILABLE_MESSAGE);
