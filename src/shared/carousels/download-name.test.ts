import { describe, expect, it } from 'vitest';
import { getDownloadName, slugifyTitle } from './download-name';

describe('getDownloadName', () => {
  it('names the ZIP and the PDF after the tema, without accents or punctuation', () => {
    expect(getDownloadName('carrossel.zip', 'Como dobrei o faturamento')).toBe(
      'carrossel-como-dobrei-o-faturamento.zip',
    );
    expect(getDownloadName('carrossel.pdf', 'Ação, reação & "coração"!')).toBe(
      'carrossel-acao-reacao-coracao.pdf',
    );
  });

  it('keeps slide and caption names, and carrossel.zip when the tema gives no word', () => {
    expect(getDownloadName('slide-01.png', 'Como dobrei o faturamento')).toBe('slide-01.png');
    expect(getDownloadName('legenda.txt', 'Tema')).toBe('legenda.txt');
    expect(getDownloadName('carrossel.zip', null)).toBe('carrossel.zip');
    expect(getDownloadName('carrossel.zip', '🔥 !!! 🔥')).toBe('carrossel.zip');
  });

  it('cuts a long tema at a word boundary', () => {
    const slug = slugifyTitle(
      'O guia definitivo para quem quer vender mais no Instagram sem gastar com anúncios pagos',
    );
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('o-guia-definitivo-para-quem-quer-vender-mais-no-instagram');
    expect(slugifyTitle('a'.repeat(80))).toBe('a'.repeat(60));
  });
});
