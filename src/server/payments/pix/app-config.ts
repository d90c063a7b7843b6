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
  return pixConfig;
}
