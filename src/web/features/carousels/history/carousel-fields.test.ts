import { describe, expect, it } from 'vitest';
import { getFieldPreviews } from './carousel-fields';

describe('getFieldPreviews', () => {
  it('lists the objective’s fields in form order with their labels, without the cover url', () => {
    const previews = getFieldPreviews('convencer', {
      cta: 'Salve o post.',
      mito: 'Você precisa postar todo dia.',
      objetivo: 'Postar menos e melhor',
      imagemUrl: '/storage/medias/public/x.png',
    });
    expect(previews).toEqual([
      { key: 'objetivo', label: 'Objetivo', text: 'Postar menos e melhor' },
      { key: 'mito', label: 'Mito', text: 'Você precisa postar todo dia.' },
      { key: 'cta', label: 'CTA da legenda', text: 'Salve o post.' },
    ]);
  });

  it('cuts long texts at 140 characters with an ellipsis', () => {
    const [preview] = getFieldPreviews('conectar', { desafio: 'x'.repeat(300) });
    expect(preview?.label).toBe('Desafio');
    expect(preview?.text).toBe(`${'x'.repeat(140)}…`);
  });

  it('summarizes educar’s points and keeps unknown fields at the end', () => {
    const previews = getFieldPreviews('educar', {
      titulo: 'Pão caseiro',
      pontos: [{ titulo: 'Fermento', descricao: 'Use fresco.' }, { titulo: 'Forno' }],
      extra: 'algo mais',
    });
    expect(previews.map((preview) => [preview.label, preview.text])).toEqual([
      ['Título', 'Pão caseiro'],
      ['Pontos ou passos', '1. Fermento — Use fresco. 2. Forno'],
      ['extra', 'algo mais'],
    ]);
  });
});
