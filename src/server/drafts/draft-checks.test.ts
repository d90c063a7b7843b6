import { describe, expect, it } from 'vitest';
import { inventedNumbers, numbersIn } from './draft-checks';

describe('numbersIn', () => {
  it('reads Brazilian thousands, decimals, leading zeros and numbers glued to units', () => {
    expect([...numbersIn('2.300 pessoas, 1,5 m, 03/05, 4h12, R$ 86 milhões')]).toEqual([
      '2300',
      '1,5',
      '3',
      '5',
      '4',
      '12',
      '86',
    ]);
  });
});

describe('inventedNumbers', () => {
  it('names the numbers a draft holds that its source does not', () => {
    const source = 'Cerca de 2.300 pessoas deixaram suas casas em 2026-05-03.';
    expect(inventedNumbers({ assunto: '2300 pessoas, 3 de maio de 2026' }, source)).toEqual([]);
    expect(
      inventedNumbers(
        { assunto: '2.300 pessoas', pontos: [{ titulo: 'Passo', descricao: '40 abrigos' }] },
        source,
      ),
    ).toEqual(['40']);
  });
});
