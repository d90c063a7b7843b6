import type { ApiErrorBody } from '../../shared/api-error';

/** The one error type every failed call raises. `message` is what the user should read. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body?: ApiErrorBody;
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    options: { status: number; code?: string; body?: ApiErrorBody; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Network failures (no answer at all) get status 0 so callers can tell them apart. */
export const NETWORK_ERROR_STATUS = 0;

/** The message to show for any thrown value, with a fallback for the unexpected. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** The API's error code of a failed call (`account_blocked`, `email_not_confirmed`...), if it had one. */
export function getApiErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? (error.code ?? null) : null;
}
