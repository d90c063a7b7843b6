import { describe, expect, it } from 'vitest';
import { PIX_EXPIRY_MINUTES } from '../../../shared/constants';
import { computePixExpiresAt, createPixProvider } from './provider';

describe('createPixProvider', () => {
  const merchant = { merchantName: 'Carrossel', merchantCity: 'Sao Paulo' };

  it('builds the sandbox provider', () => {
    expect(createPixProvider({ provider: 'sandbox', ...merchant }).name).toBe('sandbox');
  });

  it('builds the Mercado Pago provider from its settings', () => {
    const provider = createPixProvider({
      provider: 'mercadopago',
      ...merchant,
      mercadoPago: {
        accessToken: 'TEST-token',
        webhookSecret: 'secret',
        notificationUrl: 'https://carrossel.test/api/webhooks/mercadopago',
      },
    });
    expect(provider.name).toBe('mercadopago');
  });

  it('refuses Mercado Pago without its settings', () => {
    expect(() => createPixProvider({ provider: 'mercadopago', ...merchant })).toThrow(
      /Mercado Pago settings/,
    );
  });
});

describe('computePixExpiresAt', () => {
  it('adds PIX_EXPIRY_MINUTES', () => {
    const now = new Date('2026-11-21T13:00:00.000Z');
    expect(computePixExpiresAt(now).getTime() - now.getTime()).toBe(PIX_EXPIRY_MINUTES * 60_000);
  });
});
