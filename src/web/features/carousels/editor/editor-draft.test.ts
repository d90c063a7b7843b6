import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, type EditorState, isChanged, readDraft, writeDraft } from './editor-draft';

const state: EditorState = {
  slides: [
    { kind: 'cover', eyebrow: null, title: 'Capa', body: null, image: null, variant: null },
    { kind: 'content', eyebrow: 'Passo 1', title: 'Meio', body: 'Texto', image: null, variant: null },
    { kind: 'closing', eyebrow: null, title: 'Fim', body: null, image: null, variant: null },
  ],
  legenda: 'Legenda #tag',
  templateId: 't1',
};

describe('editor draft', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what was written for that carousel only, until cleared', () => {
    writeDraft('a', 2, state, new Date('2026-11-27T10:00:00Z'));
    expect(readDraft('a')).toEqual({ baseVersao: 2, savedAt: '2026-11-27T10:00:00.000Z', ...state });
    expect(readDraft('b')).toBeNull();
    clearDraft('a');
    expect(readDraft('a')).toBeNull();
  });

  it('ignores a damaged or foreign value instead of failing', () => {
    window.localStorage.setItem('carrossel:rascunho-edicao:a', '{not json');
    expect(readDraft('a')).toBeNull();
    window.localStorage.setItem('carrossel:rascunho-edicao:a', JSON.stringify({ slides: 'x' }));
    expect(readDraft('a')).toBeNull();
  });

  it('works without storage (a private window that refuses it)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => writeDraft('a', 1, state)).not.toThrow();
    expect(readDraft('a')).toBeNull();
  });

  it('counts a change in any word, the order, the caption or the template, but not absent vs empty fields', () => {
    expect(isChanged(state, structuredClone(state))).toBe(false);
    const sameWithUndefined = {
      ...state,
      slides: state.slides.map((slide) => ({ ...slide, image: undefined, variant: undefined })),
    };
    expect(isChanged(sameWithUndefined, state)).toBe(false);
    expect(isChanged({ ...state, legenda: 'Outra' }, state)).toBe(true);
    expect(isChanged({ ...state, templateId: 't2' }, state)).toBe(true);
    expect(isChanged({ ...state, slides: [...state.slides].reverse() }, state)).toBe(true);
  });
});
