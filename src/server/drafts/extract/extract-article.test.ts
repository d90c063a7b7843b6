import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PAGE_FURNITURE } from '../../../../tests/drafts/eval/draft-eval';
import { decodeText } from './decode-text';
import { extractArticle, extractPlainText } from './extract-article';
import { extractPdf, PDF_MESSAGES, PdfReadError, reflow } from './extract-pdf';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const read = (name: string, contentType = 'text/html') =>
  extractArticle(decodeText(fixture(name), contentType, true), `https://exemplo.com.br/${name}`);

/** Every furniture phrase the saved pages hold: none may reach the extracted text. */
const FURNITURE = [
  ...PAGE_FURNITURE,
  'Entretenimento',
  'Tesouro Selic ou CDB: qual',
  'Força a todos',
  'Cadastre-se',
  'Tags:',
  'Capa',
  'Renata Lima é planejadora',
];

function expectNoFurniture(text: string): void {
  for (const phrase of FURNITURE) expect(text, phrase).not.toContain(phrase);
}

describe('extractArticle on a news portal', () => {
  const page = read('noticia-portal.html', 'text/html; charset=utf-8');
  const text = page.paragrafos.join('\n');

  it('takes the headline, date, author and place from JSON-LD', () => {
    expect(page.titulo).toBe('Chuva de 180 mm em 24 horas alaga 14 bairros de Porto Alegre');
    expect(page.dataPublicacao).toBe('2026-05-03T09:12:00-03:00');
    expect(page.autor).toBe('Ana Beatriz Souza');
    expect(page.lugar).toBe('Porto Alegre (RS)');
    expect(page.tipoSchema).toBe('NewsArticle');
  });

  it('keeps the facts: numbers, names, places and quotes', () => {
    for (const fact of [
      '180 milímetros',
      '14 bairros',
      '2.300 pessoas',
      '6 abrigos',
      'Sarandi, Humaitá e Navegantes',
      '“A água subiu meio metro em vinte minutos',
      'Marlene Duarte, 54 anos',
      'Carlos Menezes',
      '40 bombas',
      'telefone 199',
    ])
      expect(text).toContain(fact);
    expect(page.paragrafos[0]).toMatch(/^PORTO ALEGRE — Uma chuva/);
  });

  it('leaves the furniture out: menu, cookie banner, share bar, ads, related links, comments, sidebar, footer', () => {
    expectNoFurniture(text);
  });
});

describe('extractArticle on a WordPress how-to', () => {
  const page = read('blog-como-fazer.html');
  const text = page.paragrafos.join('\n');

  it('reads BlogPosting metadata and keeps each step heading', () => {
    expect(page.titulo).toBe('Como montar uma reserva de emergência em 5 passos');
    expect(page.tipoSchema).toBe('BlogPosting');
    expect(page.autor).toBe('Renata Lima');
    expect(page.subtitulos).toEqual([
      '1. Calcule seu custo mensal',
      '2. Defina a meta de 6 meses',
      '3. Escolha onde guardar',
      '4. Automatize o depósito',
      '5. Só use em emergência de verdade',
    ]);
    expect(text).toContain('R$ 2.000');
    expect(text).toContain('100% do CDI');
  });

  it('leaves the furniture out', () => {
    expectNoFurniture(text);
  });
});

describe('extractArticle on an ISO-8859-1 page', () => {
  it('decodes the charset its meta tag declares', () => {
    const page = read('jornal-regional-latin1.html');
    expect(page.titulo).toBe('Caruaru ganha hospital da mulher com 120 leitos');
    const text = page.paragrafos.join('\n');
    expect(text).toContain('Secretaria Estadual de Saúde');
    expect(text).toContain('"É o fim das viagens de madrugada');
    expect(text).toContain('R$ 86 milhões');
    expectNoFurniture(text);
  });

  it('prefers the Content-Type header, and reads undeclared non-UTF-8 bytes as Latin-1', () => {
    // The same Latin-1 bytes with the page's own declaration taken out.
    const undeclared = Buffer.from(
      fixture('jornal-regional-latin1.html').toString('latin1').replace('; charset=iso-8859-1', ''),
      'latin1',
    );
    const declared = decodeText(undeclared, 'text/html; charset=ISO-8859-1', true);
    expect(declared).toContain('Polícia');
    const guessed = decodeText(undeclared, 'text/html', true);
    expect(guessed).toContain('Polícia');
    expect(guessed).not.toContain('\uFFFD');
  });

  it('reads UTF-8 as UTF-8 when nothing is declared', () => {
    expect(decodeText(Buffer.from('São João', 'utf8'), 'text/plain', false)).toBe('São João');
  });
});

describe('extractPlainText', () => {
  it('takes a first short line without a full stop as the title and drops furniture lines', () => {
    const source = extractPlainText(
      'Minha primeira maratona\n\nEm 2019 eu não corria nem 1 km.\nCompartilhe no WhatsApp e no Facebook\nHoje corri 42 km em Florianópolis.',
      null,
    );
    expect(source.titulo).toBe('Minha primeira maratona');
    expect(source.paragrafos).toEqual([
      'Em 2019 eu não corria nem 1 km.',
      'Hoje corri 42 km em Florianópolis.',
    ]);
  });
});

async function makePdf(pages: string[][], title?: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  if (title) document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage();
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 780 - index * 16, font, size: 11 });
    });
  }
  return document.save();
}

describe('extractPdf', () => {
  it('reads the text back into paragraphs, and the title from the metadata', async () => {
    const bytes = await makePdf(
      [
        [
          'O relatório anual da cooperativa mostra que a produção de café',
          'cresceu 18% em 2025, chegando a 42 mil sacas em Minas Gerais.',
          'Foram 312 famílias associadas.',
        ],
      ],
      'Relatório Anual 2025',
    );
    const source = await extractPdf(bytes, null);
    expect(source.tipo).toBe('pdf');
    expect(source.titulo).toBe('Relatório Anual 2025');
    expect(source.paragrafos[0]).toBe(
      'O relatório anual da cooperativa mostra que a produção de café cresceu 18% em 2025, chegando a 42 mil sacas em Minas Gerais.',
    );
  });

  it('refuses more than 50 pages, a file that is not a PDF, and a PDF without text', async () => {
    const long = await makePdf(Array.from({ length: 51 }, () => ['Página com algum texto para ler aqui.']));
    await expect(extractPdf(long, null)).rejects.toThrow(PDF_MESSAGES.tooManyPages);
    await expect(extractPdf(Buffer.from('não sou um pdf'), null)).rejects.toThrow(PdfReadError);
    await expect(extractPdf(await makePdf([[]]), null)).rejects.toThrow(PDF_MESSAGES.noText);
  });

  it('refuses a file over 10 MB before reading it', async () => {
    await expect(extractPdf(new Uint8Array(10 * 1024 * 1024 + 1), null)).rejects.toThrow(
      PDF_MESSAGES.tooLarge,
    );
  });
});

describe('reflow', () => {
  it('joins printed lines, mends hyphenated words and keeps a heading apart', () => {
    expect(reflow('Introdução\nA cidade tem 300 mil habi-\ntantes e cresce.\nOutro parágrafo.')).toBe(
      'Introdução\nA cidade tem 300 mil habitantes e cresce.\nOutro parágrafo.',
    );
  });
});
