import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../../shared/support/messages';
import { ApiError } from '../../lib/api-client';
import { getSupportErrorMessage, MissingSessionError } from './support-errors';

const apiError = (status: number, options: { message?: string; retryAfterSeconds?: number } = {}) =>
  new ApiError(options.message ?? `Erro ${status}`, {
    status,
    body: options.message ? { message: options.message } : undefined,
    retryAfterSeconds: options.retryAfterSeconds,
  });

describe('getSupportErrorMessage: docs/product-rules.md §8 support rows', () => {
  it('no token at all, or 401: expired session', () => {
    expect(getSupportErrorMessage(new MissingSessionError())).toBe('Sessão expirada. Faça login novamente.');
    expect(getSupportErrorMessage(apiError(401, { message: 'Token inválido' }))).toBe(
      SUPPORT_MESSAGES.sessionExpired,
    );
  });

  it('429: the Retry-After seconds, or "alguns minutos" without it', () => {
    expect(getSupportErrorMessage(apiError(429, { retryAfterSeconds: 42 }))).toBe(
      'Muitos chamados agora. Tente novamente em 42s.',
    );
    expect(getSupportErrorMessage(apiError(429))).toBe(
      'Muitos chamados agora. Tente novamente em alguns minutos.',
    );
  });

  it('400: the server message, or the generic field message', () => {
    expect(getSupportErrorMessage(apiError(400, { message: 'Informe o título do chamado.' }))).toBe(
      'Informe o título do chamado.',
    );
    expect(getSupportErrorMessage(apiError(400))).toBe('Verifique os campos e tente novamente.');
  });

  it('any other status: the server message, or try again shortly', () => {
    expect(getSupportErrorMessage(apiError(503, { message: 'Em manutenção.' }))).toBe('Em manutenção.');
    expect(getSupportErrorMessage(apiError(500))).toBe(
      'Não foi possível enviar agora. Tente novamente em instantes.',
    );
    expect(getSupportErrorMessage(new Error('boom'))).toBe(SUPPORT_MESSAGES.unavailable);
  });

  it('network failure: check the connection', () => {
    expect(getSupportErrorMessage(apiError(0))).toBe(
      'Falha de rede. Verifique sua conexão e tente novamente.',
    );
  });
});
