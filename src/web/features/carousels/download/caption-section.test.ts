import { describe, expect, it } from 'vitest';
import { splitCaption } from './caption-section';

describe('splitCaption', () => {
  it('shows the hashtag lines apart and keeps hashtags written inside a sentence', () => {
    const legenda = 'Vender mais\n\nUse o #método certo.\n\n#preco #cliente\n#venda';
    expect(splitCaption(legenda)).toEqual({
      text: 'Vender mais\n\nUse o #método certo.',
      hashtags: ['#método', '#preco', '#cliente', '#venda'],
    });
  });

  it('copes with a caption without hashtags', () => {
    expect(splitCaption('Só texto')).toEqual({ text: 'Só texto', hashtags: [] });
  });
});
