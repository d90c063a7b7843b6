import { SUPPORT_MESSAGES } from '../../../shared/support/messages';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';

/** Raised before any request when there is no token at all (docs/product-rules.md §7: "fails as an expired session"). */
export class MissingSessionError extends Error {
  constructor() {
    super(SUPPORT_MESSAGES.sessionExpired);
    this.name = 'MissingSessionError';
  }
}

/** The message the modal shows for a failed ticket, following docs/product-rules.md §8 row by row. */
export function getSupportErrorMessage(error: unknown): string {
  if (error instanceof MissingSessionError) return SUPPORT_MESSAGES.sessionExpired;
  if (!(error instanceof ApiError)) return SUPPORT_MESSAGES.unavailable;
  if (error.status === NETWORK_ERROR_STATUS) return SUPPORT_MESSAGES.networkFailure;
  if (error.status === 401) return SUPPORT_MESSAGES.sessionExpired;
  if (error.status === 429) {
    return error.retryAfterSeconds
      ? SUPPORT_MESSAGES.rateLimitedSoon(error.retryAfterSeconds)
      : SUPPORT_MESSAGES.rateLimitedLater;
  }
  // Only a message the server actually sent counts; 'Erro {status}' is the client's own fallback.
  const serverMessage = error.body?.message?.trim();
  if (error.status === 400) return serverMessage || SUPPORT_MESSAGES.invalidFields;
  return serverMessage || SUPPORT_MESSAGES.unavailable;
}
