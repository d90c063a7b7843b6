import { describe, expect, it } from 'vitest';
import type { WorkspaceActivity } from './activity';
import { describeActivity, formatActivity } from './activity-text';

const base: WorkspaceActivity = {
  id: '1',
  tipo: 'carrossel_criado',
  em: '2026-11-27T17:05:00.000Z',
  ator: 'Ana',
  carrossel: { id: '7f0c7a4e-35a3-4bcb-9d0a-8a4e5b1c2d3e', tema: 'Dicas de verão', existe: true },
  membro: null,
  papel: null,
  rede: null,
  creditos: null,
};

describe('formatActivity', () => {
  it('shows the date on a São Paulo clock, then who did what', () => {
    expect(formatActivity(base)).toEqual({
      quando: '27/11/2026 14:05',
      ator: 'Ana',
      acao: 'criou o carrossel “Dicas de verão”',
    });
  });

  it('says "Alguém" when the account that did it is gone', () => {
    expect(formatActivity({ ...base, ator: null }).ator).toBe('Alguém');
  });
});

describe('describeActivity', () => {
  it('words every kind in Portuguese', () => {
    const carousel = { id: base.carrossel?.id ?? '', tema: 'Dicas', existe: false };
    expect(describeActivity({ ...base, tipo: 'carrossel_editado', carrossel: carousel })).toBe(
      'editou o carrossel “Dicas”',
    );
    expect(describeActivity({ ...base, tipo: 'carrossel_excluido', carrossel: carousel })).toBe(
      'excluiu o carrossel “Dicas”',
    );
    expect(
      describeActivity({ ...base, tipo: 'carrossel_publicado', carrossel: carousel, rede: 'linkedin' }),
    ).toBe('publicou o carrossel “Dicas” no LinkedIn');
    expect(describeActivity({ ...base, tipo: 'creditos_comprados', carrossel: null, creditos: 10 })).toBe(
      'comprou 10 créditos',
    );
    expect(describeActivity({ ...base, tipo: 'creditos_comprados', carrossel: null, creditos: 1 })).toBe(
      'comprou 1 crédito',
    );
    expect(describeActivity({ ...base, tipo: 'membro_entrou', carrossel: null, papel: 'editor' })).toBe(
      'entrou no espaço como Editor',
    );
    expect(describeActivity({ ...base, tipo: 'membro_removido', carrossel: null, membro: 'Bruno' })).toBe(
      'removeu Bruno do espaço',
    );
    expect(describeActivity({ ...base, tipo: 'membro_saiu', carrossel: null })).toBe('saiu do espaço');
    expect(
      describeActivity({
        ...base,
        tipo: 'papel_alterado',
        carrossel: null,
        membro: 'Bruno',
        papel: 'leitor',
      }),
    ).toBe('mudou o papel de Bruno para Leitor');
    expect(describeActivity({ ...base, tipo: 'membro_removido', carrossel: null, membro: null })).toBe(
      'removeu uma conta excluída do espaço',
    );
  });

  it('names a carousel without a theme plainly', () => {
    expect(
      describeActivity({ ...base, carrossel: { id: base.carrossel?.id ?? '', tema: null, existe: true } }),
    ).toBe('criou o carrossel sem tema');
  });
});
