import { describe, expect, it } from 'vitest';
import { getDocumentTitle } from './document-title';

describe('getDocumentTitle', () => {
  it("names the page after the deepest route's title, then the app", () => {
    expect(getDocumentTitle([{ handle: undefined }, { handle: { title: 'Histórico' } }])).toBe(
      'Histórico · Carrossel',
    );
    expect(
      getDocumentTitle([
        { handle: { title: 'Área' } },
        { handle: {} },
        { handle: { title: 'Criar carrossel' } },
      ]),
    ).toBe('Criar carrossel · Carrossel');
  });

  it('falls back to the app name when no route names itself', () => {
    expect(getDocumentTitle([])).toBe('Carrossel');
    expect(getDocumentTitle([{ handle: { title: '  ' } }, { handle: { title: 42 } }])).toBe('Carrossel');
  });
});
