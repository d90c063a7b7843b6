import { describe, expect, it } from 'vitest';
import { validateCreateRequest } from '../../../../shared/carousels/validate-create-request';
import { buildCreateRequest, EMPTY_CREATE_FORM, findMissingFields } from './build-request';

const CONVENCER = {
  objetivo: 'Vender mais sem baixar o preço',
  mito: 'Desconto é a única forma de vender.',
  verdade: 'Quem entende o valor paga o preço.',
  mecanismo: 'Prova social e garantia reduzem o risco percebido.',
  novoCaminho: 'Mostre resultados de clientes antes do preço.',
  cta: 'Comente QUERO para receber o roteiro.',
};

describe('buildCreateRequest', () => {
  it('sends only the chosen objective’s fields, the cover, the template and the format', () => {
    const body = buildCreateRequest('convencer', {
      campos: { ...CONVENCER, historiaDeQue: 'sobrou do formulário de conectar' },
      template_visual: 'tpl-1',
      imagemUrl: '/storage/medias/public/u-1.png',
      formato: 'quadrado',
      id_marca: '',
    });
    expect(body).toEqual({
      objetivo: 'convencer',
      campos_personalizados: { ...CONVENCER, imagemUrl: '/storage/medias/public/u-1.png' },
      template_visual: 'tpl-1',
      formato: 'quadrado',
    });
  });

  it('leaves out a blank optional field and an empty cover', () => {
    const body = buildCreateRequest('investigar', {
      campos: { assunto: 'Nova ciclovia', localizacao: 'Recife, PE', data: 'março de 2026', cta: '  ' },
      template_visual: 'tpl-2',
      imagemUrl: '',
      formato: 'retrato',
      id_marca: '',
    });
    expect(body.campos_personalizados).toEqual({
      assunto: 'Nova ciclovia',
      localizacao: 'Recife, PE',
      data: 'março de 2026',
    });
  });

  it('names the chosen brand kit, and none for the default', () => {
    const values = { ...EMPTY_CREATE_FORM, campos: CONVENCER, template_visual: 'tpl-1' };
    expect(buildCreateRequest('convencer', { ...values, id_marca: 'kit-2' }).id_marca).toBe('kit-2');
    expect(buildCreateRequest('convencer', values)).not.toHaveProperty('id_marca');
  });

  it('keeps blank required fields so the shared validator names them in the spec’s order', () => {
    const body = buildCreateRequest('conectar', { ...EMPTY_CREATE_FORM, template_visual: 'tpl-3' });
    const result = validateCreateRequest(body);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.title).toBe('Preencha os campos obrigatórios');
    expect(result.error.description).toBe(
      'Faltando: História (sobre o quê), Desafio, O que fez de diferente, Resultado, Moral da história',
    );
  });
});

describe('findMissingFields', () => {
  it('lists the blank required fields in form order, ignoring optional ones', () => {
    expect(
      findMissingFields('investigar', { assunto: 'x', localizacao: ' ', cta: '' }).map(
        (field) => field.label,
      ),
    ).toEqual(['Localização', 'Data']);
    expect(findMissingFields('convencer', CONVENCER)).toEqual([]);
  });
});
