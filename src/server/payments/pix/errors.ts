import type { ApiErrorBody } from '../../../shared/api-error';
import { AppError } from '../../http/app-error';
import type { PixProviderName } from './provider';

/**
 * Errors of the PIX module. The two that can reach an HTTP answer extend AppError so the one
 * error handler maps them without glue; their `message` keeps the technical detail for logs and
 * stack traces, while `toBody()` gives the client a fixed pt-BR sentence that leaks nothing.
 */

/**
 * Thrown when a BR Code is malformed: bad TLV lengths, missing fields, a wrong CRC, or values we
 * cannot encode. Always a bug or a bad configuration, hence a plain Error (a generic 500).
 */
export class InvalidBrCodeError extends Error {
  constructor(message: string) {
    super(`Invalid BR Code: ${message}`);
    this.name = 'InvalidBrCodeError';
  }
}

/**
 * Thrown when a webhook cannot be authenticated: missing, malformed or wrong signature, or no
 * resource id to check it against. Answered 401 (code invalid_signature); nothing else happens.
 */
export class InvalidPixSignatureError extends AppError {
  constructor(message: string) {
    super('invalid_signature', `Invalid PIX notification signature: ${message}`);
    this.name = 'InvalidPixSignatureError';
  }

  override toBody(): ApiErrorBody {
    return { message: 'Assinatura inválida.', code: this.code };
  }
}

/**
 * Thrown when the payment provider fails or answers something we cannot trust. Answered 503.
 * `isRetryable` tells the payments service whether repeating the same call (with the same
 * idempotency key) may succeed: network errors, timeouts, 429 and 5xx are; 4xx and answers that
 * fail our checks are not.
 */
export class PixProviderError extends AppError {
  readonly provider: PixProviderName;
  readonly httpStatus: number | undefined;
  readonly isRetryable: boolean;

  constructor(
    provider: PixProviderName,
    message: string,
    options: { httpStatus?: number; isRetryable?: boolean; cause?: unknown } = {},
  ) {
    super('service_unavailable', `${provider}: ${message}`);
    this.name = 'PixProviderError';
    this.provider = provider;
    this.httpStatus = options.httpStatus;
    this.isRetryable = options.isRetryable ?? false;
    if (options.cause !== undefined) {
      this.cause = options.cause;
    }
  }

  override toBody(): ApiErrorBody {
    return { message: 'Erro ao criar pagamento PIX', code: this.code };
  }
}
