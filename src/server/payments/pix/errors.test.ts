import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { InvalidPixSignatureError, PixProviderError } from './errors';

describe('PIX errors', () => {
  it('answer 401 for a bad webhook signature without revealing why', () => {
    const error = new InvalidPixSignatureError('v1 does not match');
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(401);
    expect(error.message).toContain('v1 does not match');
    expect(error.toBody()).toEqual({ message: 'Assinatura inválida.', code: 'invalid_signature' });
  });

  it('answer 503 for provider failures, keeping details out of the body', () => {
    const error = new PixProviderError('mercadopago', 'POST /v1/payments answered 500: boom', {
      httpStatus: 500,
      isRetryable: true,
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('mercadopago: POST /v1/payments answered 500: boom');
    expect(error.toBody()).toEqual({ message: 'Erro ao criar pagamento PIX', code: 'service_unavailable' });
  });
});
