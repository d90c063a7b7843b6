import { describe, expect, it } from 'vitest';
import { describeChange, formatChange } from './credit-change';

describe('a credit movement, shown and read aloud', () => {
  it('reads what happened with the amount, never a bare signed number', () => {
    expect(describeChange({ change: -1, kind: 'carrossel', status: 'concluido' })).toBe('1 crédito usado');
    expect(describeChange({ change: -3, kind: 'ajuste_admin', status: 'concluido' })).toBe(
      '3 créditos retirados',
    );
    expect(describeChange({ change: 25, kind: 'compra', status: 'concluido' })).toBe('25 créditos recebidos');
    expect(describeChange({ change: 2, kind: 'bonus_cadastro', status: 'concluido' })).toBe(
      '2 créditos recebidos',
    );
    expect(describeChange({ change: 1, kind: 'reembolso', status: 'concluido' })).toBe('1 crédito devolvido');
    expect(describeChange({ change: 10, kind: 'compra', status: 'pendente' })).toBe('10 créditos a receber');
  });

  it('shows the sign with the figure', () => {
    expect(formatChange(25)).toBe('+25');
    expect(formatChange(-1)).toBe('−1');
  });
});
