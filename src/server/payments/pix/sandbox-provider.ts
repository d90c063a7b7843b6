import { buildPixBrCode, deriveTxid } from './br-code';
import { PixProviderError } from './errors';
import type { PixProvider } from './provider';
import { createQrCodeDataUrl } from './qr';

/**
 * The default provider: real, scannable BR Codes with no PSP behind them. It cannot observe a
 * payment, so it reports every charge as 'pendente' and receives no webhooks; in sandbox the
 * payments service marks a charge paid through its simulate endpoint instead. It keeps no state,
 * so any API node can answer for any charge.
 */

/**
 * A made-up EVP (random uuid) key. It is not registered in the DICT, so a payer who scans a
 * sandbox code with a real bank app is refused instead of paying a stranger.
 */
export const SANDBOX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';

const CHARGE_ID_PREFIX = 'sandbox-';

export interface SandboxConfig {
  pixKey?: string;
  merchantName: string;
  merchantCity: string;
}

export function createSandboxPixProvider(config: SandboxConfig): PixProvider {
  const pixKey = config.pixKey ?? SANDBOX_PIX_KEY;
  // Fail at start-up, not on the first purchase, when the name, city or key cannot be encoded.
  buildPixBrCode({ pixKey, merchantName: config.merchantName, merchantCity: config.merchantCity });

  return {
    name: 'sandbox',

    async createCharge(input) {
      const brCode = buildPixBrCode({
        pixKey,
        merchantName: config.merchantName,
        merchantCity: config.merchantCity,
        amountCents: input.amountCents,
        txid: deriveTxid(input.paymentId),
      });
      return {
        // Carries the paymentId so fetchStatus can echo it without any storage.
        providerChargeId: `${CHARGE_ID_PREFIX}${input.paymentId}`,
        brCode,
        qrCodeDataUrl: await createQrCodeDataUrl(brCode),
        expiresAt: input.expiresAt,
      };
    },

    async parseNotification() {
      return null;
    },

    async fetchStatus(providerChargeId) {
      if (!providerChargeId.startsWith(CHARGE_ID_PREFIX)) {
        throw new PixProviderError('sandbox', `'${providerChargeId}' is not a sandbox charge`);
      }
      return {
        status: 'pendente',
        amountCents: null,
        paymentId: providerChargeId.slice(CHARGE_ID_PREFIX.length),
        providerStatus: 'sandbox',
      };
    },

    // No money moved, so none goes back: the refund is answered at once, like a PSP that settles instantly.
    async refund(input) {
      return { status: 'devolvido', providerRefundId: `${CHARGE_ID_PREFIX}estorno-${input.refundId}` };
    },
  };
}
