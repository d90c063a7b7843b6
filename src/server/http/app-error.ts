import type { ApiErrorBody } from '../../shared/api-error';
import { type ErrorCode, statusOf } from '../../shared/error-codes';

export type { ErrorCode } from '../../shared/error-codes';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Omit<ApiErrorBody, 'message' | 'code'>;

  constructor(code: ErrorCode, message: string, extra: Omit<ApiErrorBody, 'message' | 'code'> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf(code);
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
