import { describe, expect, it } from 'vitest';
import { toPixProviderConfig } from './app-config';
import { createPixProvider } from './create-pix-provider';

const base = {
  PIX_KEY: undefined,
  PIX_MERCHANT_NAME: 'Carrossel',
  PIX_MERCHANT_CITY: 'Sao Paulo',
  MP_ACCESS_TOKEN: undefined,
  MP_WEBHOOK_SECRET: undefined,
  MP_BASE_URL: 'https://api.mercadopago.com',
  PIX_BCB_PRESET: 'padrao' as const,
  PIX_BCB_BASE_URL: undefined,
  PIX_BCB_CLIENT_ID: undefined,
  PIX_BCB_CLIENT_SECRET: undefined,
  PIX_BCB_CERT: undefined,
  PIX_BCB_CERT_PASSWORD: undefined,
  PIX_BCB_CA: undefined,
  PIX_BCB_WEBHOOK_SECRET: undefined,
};
const notificationUrl = 'https://carrossel.example/api/webhooks/mercadopago';

describe('toPixProviderConfig', () => {
  it('maps the sandbox settings and leaves Mercado Pago out', () => {
    const config = toPixProviderConfig({ ...base, PIX_PROVIDER: 'sandbox' }, { notificationUrl });
    expect(config).toEqual({
      provider: 'sandbox',
      pixKey: undefined,
      merchantName: 'Carrossel',
      merchantCity: 'Sao Paulo',
    });
    expect(createPixProvider(config).name).toBe('sandbox');
  });

  it('maps the Mercado Pago settings with the webhook URL', () => {
    const config = toPixProviderConfig(
      { ...base, PIX_PROVIDER: 'mercadopago', MP_ACCESS_TOKEN: 'APP_USR-x', MP_WEBHOOK_SECRET: 'secret' },
      { notificationUrl },
    );
    expect(config.mercadoPago).toEqual({
      accessToken: 'APP_USR-x',
      webhookSecret: 'secret',
      baseUrl: 'https://api.mercadopago.com',
      notificationUrl,
    });
    expect(createPixProvider(config).name).toBe('mercadopago');
  });

  it('cannot build Mercado Pago without credentials', () => {
    const config = toPixProviderConfig({ ...base, PIX_PROVIDER: 'mercadopago' }, { notificationUrl });
    expect(() => createPixProvider(config)).toThrow(/accessToken is required/);
  });
});
