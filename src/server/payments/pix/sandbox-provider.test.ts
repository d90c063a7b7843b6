import { describe, expect, it } from 'vitest';
import { parseBrCode } from './br-code';
import { InvalidBrCodeError, PixProviderError } from './errors';
import { createSandboxPixProvider, SANDBOX_PIX_KEY } from './sandbox-provider';

const PAYMENT_ID = '4b8e2f1c-0a6d-4c9e-9d2a-7f3b5e1c8a90';
const input = {
  paymentId: PAYMENT_ID,
  amountCents: 5990,
  description: 'Carrossel - Pacote Starter (10 créditos)',
  payerEmail: 'cliente@example.com',
  expiresAt: new Date('2026-11-21T13:30:00.000Z'),
  idempotencyKey: PAYMENT_ID,
};

describe('sandbox PIX provider', () => {
  const provider = createSandboxPixProvider({
    merchantName: 'Carrossel Conteúdo',
    merchantCity: 'São Paulo',
  });

  it('issues a valid BR Code for the amount, with a txid derived from the payment', async () => {
    const charge = await provider.createCharge(input);
    const parsed = parseBrCode(charge.brCode);
    expect(parsed).toMatchObject({
      pixKey: SANDBOX_PIX_KEY,
      amountCents: 5990,
      txid: '4b8e2f1c0a6d4c9e9d2a7f3b5',
      merchantName: 'CARROSSEL CONTEUDO',
      merchantCity: 'SAO PAULO',
    });
    expect(charge.providerChargeId).toBe(`sandbox-${PAYMENT_ID}`);
    expect(charge.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(charge.expiresAt).toEqual(input.expiresAt);
  });

  it('uses the configured PIX key', async () => {
    const withKey = createSandboxPixProvider({
      pixKey: 'financeiro@carrossel.com.br',
      merchantName: 'Carrossel',
      merchantCity: 'Recife',
    });
    expect(parseBrCode((await withKey.createCharge(input)).brCode).pixKey).toBe(
      'financeiro@carrossel.com.br',
    );
  });

  it('refuses an amount that is not a positive integer of centavos', async () => {
    await expect(provider.createCharge({ ...input, amountCents: 59.9 })).rejects.toThrow(InvalidBrCodeError);
  });

  it('receives no webhooks', async () => {
    await expect(provider.parseNotification({ headers: {}, query: {}, body: {} })).resolves.toBeNull();
  });

  it('reports pendente, since only the simulate endpoint can mark a sandbox payment paid', async () => {
    const charge = await provider.createCharge(input);
    await expect(provider.fetchStatus(charge.providerChargeId)).resolves.toEqual({
      status: 'pendente',
      amountCents: null,
      paymentId: PAYMENT_ID,
      providerStatus: 'sandbox',
    });
    await expect(provider.fetchStatus('1000000001')).rejects.toThrow(PixProviderError);
  });

  it('fails at creation when the merchant name cannot be encoded', () => {
    expect(() => createSandboxPixProvider({ merchantName: '***', merchantCity: 'Recife' })).toThrow(
      InvalidBrCodeError,
    );
  });
});
