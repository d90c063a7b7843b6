import { describe, expect, it } from 'vitest';
import { createPixProvider } from './create-pix-provider';

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
