import { describe, expect, it } from 'vitest';
import { describeAuthorship } from './authorship';

describe('describeAuthorship', () => {
  it('names who created, edited and published, in that order, in one line', () => {
    expect(describeAuthorship({ criado_por: 'Ana', editado_por: 'Bruno', publicado_por: 'Ana' })).toBe(
      'Criado por Ana · editado por Bruno · publicado por Ana',
    );
  });

  it('leaves out what nobody did yet, and capitalises whatever comes first', () => {
    expect(describeAuthorship({ criado_por: 'Ana', editado_por: null, publicado_por: null })).toBe(
      'Criado por Ana',
    );
    expect(describeAuthorship({ criado_por: null, editado_por: 'Bruno', publicado_por: 'Carla' })).toBe(
      'Editado por Bruno · publicado por Carla',
    );
    expect(describeAuthorship({ criado_por: null, editado_por: null, publicado_por: null })).toBe('');
  });
});
