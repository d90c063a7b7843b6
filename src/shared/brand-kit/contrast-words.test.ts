import { describe, expect, it } from 'vitest';
import { describeAdjustment, formatRatio, readBrandColor } from './contrast-words';

describe('readBrandColor', () => {
  it('says a yellow accent reads only on dark slides and will be darkened on light ones', () => {
    const reading = readBrandColor('#ffff00', 'cor_destaque');
    expect(reading.readsEverywhere).toBe(false);
    expect(reading.words).toContain('em fundo claro');
    expect(reading.words).toContain('mínimo 4,5:1');
    expect(reading.words).toContain('nos claros usaremos um tom mais escuro');
  });

  it('says a deep purple primary reads only on light slides', () => {
    const reading = readBrandColor('#4c1d95', 'cor_primaria');
    expect(reading.light).toBeGreaterThan(3);
    expect(reading.words).toContain('mínimo 3,0:1');
    expect(reading.words).toContain('nos escuros usaremos um tom mais claro');
  });

  it('says a mid grey fails both as body text and keeps a colour that passes both as is', () => {
    expect(readBrandColor('#777777', 'cor_destaque').words).toContain('Pouco legível nos dois');
    const both = readBrandColor('#808080', 'cor_primaria');
    expect(both.readsEverywhere).toBe(true);
    expect(both.words).toContain('Legível nos dois.');
  });
});

describe('formatRatio', () => {
  it('writes the ratio the Brazilian way, rounded down so 4.49 never shows as passing', () => {
    expect(formatRatio(4.49)).toBe('4,4:1');
    expect(formatRatio(21)).toBe('21,0:1');
  });
});

describe('describeAdjustment', () => {
  it('names the colour, both shades and the level kept', () => {
    expect(
      describeAdjustment({
        campo: 'cor_destaque',
        escolhida: '#ffff00',
        usada: '#6b6b00',
        contraste_minimo: 4.5,
      }),
    ).toBe(
      'Ajustamos o tom da cor de destaque (#FFFF00 → #6B6B00) para manter o seu @ legível neste estilo (contraste mínimo 4,5:1).',
    );
  });
});
