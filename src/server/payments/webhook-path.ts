import type { PixProviderName } from './pix/provider';

/** One route takes every provider's notifications; the provider is the last segment. */
export const PIX_WEBHOOK_ROUTE = '/api/webhooks/:provider';

/** The URL path a provider is told to notify (Mercado Pago: /api/webhooks/mercadopago, as configured there). */
export function pixWebhookPath(provider: PixProviderName): string {
  return `/api/webhooks/${provider}`;
}
