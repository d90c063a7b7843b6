import { createMercadoPagoPixProvider, type MercadoPagoConfig } from './mercadopago-provider';
import type { PixProvider, PixProviderName } from './provider';
import { createSandboxPixProvider } from './sandbox-provider';

/** The provider chosen by PIX_PROVIDER, with its settings (app-config.ts maps the app's configuration). */
export interface PixProviderConfig {
  provider: PixProviderName;
  /** Sandbox only: the key in generated codes; a made-up EVP key when absent. */
  pixKey?: string;
  merchantName: string;
  merchantCity: string;
  mercadoPago?: MercadoPagoConfig;
}

export function createPixProvider(config: PixProviderConfig): PixProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxPixProvider(config);
    case 'mercadopago':
      if (!config.mercadoPago) {
        throw new Error('PIX_PROVIDER=mercadopago needs the Mercado Pago settings');
      }
      return createMercadoPagoPixProvider(config.mercadoPago);
  }
}
