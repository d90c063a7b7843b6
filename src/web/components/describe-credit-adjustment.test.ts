import { describe, expect, it } from 'vitest';
import { describeCreditAdjustment } from './describe-credit-adjustment';

describe('describeCreditAdjustment', () => {
  it('says what the adjustment does and the balance after it', () => {
    expect(describeCreditAdjustment(2, 5)).toEqual({ action: 'Adicionar 5 créditos', after: 7 });
    expect(describeCreditAdjustment(2, -1)).toEqual({ action: 'Remover 1 crédito', after: 1 });
  });
});
