import { readFileSync } from 'node:fs';
import { type BcbTlsMaterial, createBcbClient } from './bcb-client';
import { BCB_PRESET_TABLE, type BcbPresetName } from './bcb-presets';
import { createBcbPixProvider } from './bcb-provider';
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
  bcb?: BcbSettings;
}

/** PIX_PROVIDER=bcb (docs/pix-bcb.md): the preset's table entry, with PIX_BCB_* on top. */
export interface BcbSettings {
  preset: BcbPresetName;
  baseUrl?: string;
  clientId: string;
  clientSecret: string;
  /** A .p12/.pfx, or a .pem holding the certificate and its private key. */
  certPath: string;
  certPassword?: string;
  caPath?: string;
  webhookSecret?: string;
  webhookUrl: string;
}

/** The client certificate as node's TLS takes it; a PEM file gives both its certificate and its key. */
export function readBcbTlsMaterial(
  settings: Pick<BcbSettings, 'certPath' | 'certPassword' | 'caPath'>,
): BcbTlsMaterial {
  const file = readFileSync(settings.certPath);
  const isPem = file.includes('-----BEGIN');
  return {
    ...(isPem ? { cert: file, key: file } : { pfx: file }),
    ...(settings.certPassword ? { passphrase: settings.certPassword } : {}),
    ...(settings.caPath ? { ca: readFileSync(settings.caPath) } : {}),
  };
}

function createBcbProvider(pixKey: string | undefined, settings: BcbSettings): PixProvider {
  const preset = BCB_PRESET_TABLE[settings.preset];
  const baseUrl = settings.baseUrl ?? preset.baseUrl;
  if (!baseUrl) throw new Error('PIX_PROVIDER=bcb needs PIX_BCB_BASE_URL with the padrao preset');
  const client = createBcbClient({
    baseUrl,
    tokenUrl: `${new URL(baseUrl).origin}${preset.tokenPath}`,
    scopes: preset.scopes,
    tokenAuth: preset.tokenAuth,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    tls: readBcbTlsMaterial(settings),
  });
  return createBcbPixProvider({
    client,
    pixKey: pixKey ?? '',
    webhookUrl: settings.webhookUrl,
    webhookSecret: settings.webhookSecret,
    skipMtlsHeader: preset.skipMtlsHeader,
    locQrCode: preset.locQrCode,
  });
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
    case 'bcb':
      if (!config.bcb) throw new Error('PIX_PROVIDER=bcb needs the PIX_BCB_* settings');
      return createBcbProvider(config.pixKey, config.bcb);
  }
}
