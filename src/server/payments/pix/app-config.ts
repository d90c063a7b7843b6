import type { Config } from '../../config';
import type { PixProviderConfig } from './create-pix-provider';

type PixSettings = Pick<
  Config,
  | 'PIX_PROVIDER'
  | 'PIX_KEY'
  | 'PIX_MERCHANT_NAME'
  | 'PIX_MERCHANT_CITY'
  | 'MP_ACCESS_TOKEN'
  | 'MP_WEBHOOK_SECRET'
  | 'MP_BASE_URL'
  | 'PIX_BCB_PRESET'
  | 'PIX_BCB_BASE_URL'
  | 'PIX_BCB_CLIENT_ID'
  | 'PIX_BCB_CLIENT_SECRET'
  | 'PIX_BCB_CERT'
  | 'PIX_BCB_CERT_PASSWORD'
  | 'PIX_BCB_CA'
  | 'PIX_BCB_WEBHOOK_SECRET'
>;

/**
 * Maps the app's validated configuration (src/server/config.ts owns the variables) to the
 * provider factory's input, so the composition root writes one line:
 *   createPixProvider(toPixProviderConfig(config, { notificationUrl: `${config.APP_URL}/api/...` }))
 * The webhook URL is the caller's because the route, not this module, decides its path.
 */
export function toPixProviderConfig(
  config: PixSettings,
  options: { notificationUrl: string },
): PixProviderConfig {
  const pixConfig: PixProviderConfig = {
    provider: config.PIX_PROVIDER,
    pixKey: config.PIX_KEY,
    merchantName: config.PIX_MERCHANT_NAME,
    merchantCity: config.PIX_MERCHANT_CITY,
  };
  if (config.PIX_PROVIDER === 'mercadopago') {
    // loadConfig already refuses mercadopago without these; the provider re-checks for non-empty.
    pixConfig.mercadoPago = {
      accessToken: config.MP_ACCESS_TOKEN ?? '',
      webhookSecret: config.MP_WEBHOOK_SECRET ?? '',
      baseUrl: config.MP_BASE_URL,
      notificationUrl: options.notificationUrl,
    };
  }
  if (config.PIX_PROVIDER === 'bcb') {
    // loadConfig already refuses bcb without these.
    pixConfig.bcb = {
      preset: config.PIX_BCB_PRESET,
      baseUrl: config.PIX_BCB_BASE_URL,
      clientId: config.PIX_BCB_CLIENT_ID ?? '',
      clientSecret: config.PIX_BCB_CLIENT_SECRET ?? '',
      certPath: config.PIX_BCB_CERT ?? '',
      certPassword: config.PIX_BCB_CERT_PASSWORD,
      caPath: config.PIX_BCB_CA,
      webhookSecret: config.PIX_BCB_WEBHOOK_SECRET,
      webhookUrl: options.notificationUrl,
    };
  }
  return pixConfig;
}
