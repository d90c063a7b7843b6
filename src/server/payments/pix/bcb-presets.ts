import type { BcbPresetName } from '../../config';

/**
 * Where a PSP's "API Pix" differs from the Banco Central's standard, in one table (docs/pix-bcb.md). Anything
 * a preset does not say is the standard: token at {base}/oauth/token with Basic auth, the standard's scopes,
 * webhook bodies as `{ pix: [...] }`.
 */

export type { BcbPresetName };

/** The standard's scopes for charges and webhooks, plus pix.write, which refunds (PUT /v2/pix/.../devolucao) need. */
export const BCB_STANDARD_SCOPES = 'cob.write cob.read pix.read pix.write webhook.write webhook.read';

export interface BcbPreset {
  /** The PSP's API host; PIX_BCB_BASE_URL overrides it (and is required with 'padrao'). */
  baseUrl?: string;
  /** Token path, from the host's origin. */
  tokenPath: string;
  scopes: string;
  tokenAuth: 'basic' | 'body';
  /** Efí: `PUT /v2/webhook` accepts `x-skip-mtls-checking: true`, for receivers that cannot check its mTLS. */
  skipMtlsHeader: boolean;
  /** Efí: older answers to PUT /cob carry no pixCopiaECola; `GET /v2/loc/{id}/qrcode` gives it. */
  locQrCode: boolean;
  /** Inter posts the notifications as a bare array; the receiver accepts both shapes anyway. */
  webhookBody: 'objeto' | 'lista';
}

const STANDARD: BcbPreset = {
  tokenPath: '/oauth/token',
  scopes: BCB_STANDARD_SCOPES,
  tokenAuth: 'basic',
  skipMtlsHeader: false,
  locQrCode: false,
  webhookBody: 'objeto',
};

const EFI: BcbPreset = { ...STANDARD, skipMtlsHeader: true, locQrCode: true };

export const BCB_PRESET_TABLE: Record<BcbPresetName, BcbPreset> = {
  padrao: STANDARD,
  efi: { ...EFI, baseUrl: 'https://pix.api.efipay.com.br' },
  'efi-homologacao': { ...EFI, baseUrl: 'https://pix-h.api.efipay.com.br' },
  inter: {
    ...STANDARD,
    // Inter serves the standard's paths under /pix/v2, its token at /oauth/v2/token with the credentials in the form.
    baseUrl: 'https://cdpj.partners.bancointer.com.br/pix',
    tokenPath: '/oauth/v2/token',
    tokenAuth: 'body',
    webhookBody: 'lista',
  },
};
