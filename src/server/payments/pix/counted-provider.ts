import type { Metrics } from '../../metrics/metrics';
import type { PixProvider } from './provider';

/** The provider, counting each charge request in carrossel_pix_charges_total (each retry is a request). */
export function countCharges(provider: PixProvider, metrics: Metrics): PixProvider {
  return {
    name: provider.name,
    async createCharge(input) {
      try {
        const charge = await provider.createCharge(input);
        metrics.pixCharges.inc({ provider: provider.name, result: 'created' });
        return charge;
      } catch (error) {
        metrics.pixCharges.inc({ provider: provider.name, result: 'failed' });
        throw error;
      }
    },
    parseNotification: (input) => provider.parseNotification(input),
    fetchStatus: (providerChargeId) => provider.fetchStatus(providerChargeId),
    refund: (input) => provider.refund(input),
    ...(provider.registerWebhook ? { registerWebhook: provider.registerWebhook } : {}),
  };
}
