import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS } from '../constants';
import { PIX_MESSAGES } from './messages';
import { CREDIT_PACK_IDS, createPixPaymentBodySchema } from './schemas';

describe('createPixPaymentBodySchema', () => {
  it('offers exactly the packs of CREDIT_PACKS', () => {
    expect([...CREDIT_PACK_IDS].sort()).toEqual(CREDIT_PACKS.map((pack) => pack.id).sort());
  });

  it('accepts each pack id', () => {
    for (const packageId of CREDIT_PACK_IDS) {
      expect(createPixPaymentBodySchema.parse({ packageId })).toEqual({ packageId });
    }
  });

  it('refuses an unknown or missing pack with the Portuguese message', () => {
    for (const body of [{ packageId: 'gold' }, {}, { packageId: 10 }]) {
      const result = createPixPaymentBodySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PIX_MESSAGES.invalidPack);
    }
  });
});
