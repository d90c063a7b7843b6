import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_CREDITS, TEMPLATE_BLANK_MESSAGE, TEMPLATE_REQUIRED_MESSAGE } from './messages';
import { createCarouselRequestSchema, educarFieldsSchema, templateVisualSchema } from './schemas';
import { validateCreateRequest } from './validate-create-request';

const conectar = {
  historiaDeQue: 'Como perdi meu maior cliente',
  desafio: 'Fiquei sem renda.',
  acao: 'Liguei para todos os antigos contatos.',
  resultado: 'Fechei três contratos em um mês.',
  moral: 'Relacionamento é patrimônio.',
};
const convencer = {
  objetivo: 'Mostrar que postar todo dia não basta',
  mito: 'Quem posta mais cresce mais.',
  verdade: 'Quem resolve problemas cresce mais.',
  mecanismo: 'O algoritmo mede salvamentos e compartilhamentos.',
  novoCaminho: 'Poste menos e com mais profundidade.',
  cta: 'Comente QUERO para receber o roteiro.',
};
const investigar = { assunto: 'Obras paradas na avenida', localizacao: 'Recife (PE)', data: '12/03/2025' };
const educar = {
  titulo: 'Como precificar seu serviço',
  introducao: 'Preço não é chute.',
  pontos: [{ titulo: 'Custos', descricao: 'Some tudo o que você gasta.' }],
};

function expectFailure(input: unknown) {
  const result = validateCreateRequest(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('validateCreateRequest', () => {
  it('accepts a complete request of each objective and trims the text', () => {
    for (const [objetivo, campos] of Object.entries({ conectar, convencer, investigar, educar })) {
      const result = validateCreateRequest({
        objetivo,
        campos_personalizados: campos,
        template_visual: ' t-1 ',
      });
      expect(result.success).toBe(true);
      if (result.success) expect(result.data.template_visual).toBe('t-1');
    }
  });

  it('reports a missing template first, even when every field is blank (spec order step 1)', () => {
    const error = expectFailure({ objetivo: 'conectar', campos_personalizados: {} });
    expect(error).toEqual({
      title: 'Template visual não selecionado',
      description: 'Por favor, escolha um estilo visual para o seu carrossel.',
      field: 'template_visual',
    });
    expect(
      expectFailure({ objetivo: 'conectar', campos_personalizados: {}, template_visual: '   ' }).title,
    ).toBe('Template visual não selecionado');
  });

  it('checks the template before the objective', () => {
    expect(expectFailure({}).field).toBe('template_visual');
    expect(expectFailure({ template_visual: 'x' })).toEqual({
      title: 'Objetivo não selecionado',
      description: 'Escolha o objetivo do seu carrossel.',
      field: 'objetivo',
    });
  });

  it('lists every blank conectar field by its label, in form order (step 2)', () => {
    const error = expectFailure({
      objetivo: 'conectar',
      campos_personalizados: { ...conectar, historiaDeQue: ' ', acao: '', moral: undefined },
      template_visual: 't',
    });
    expect(error).toEqual({
      title: 'Preencha os campos obrigatórios',
      description: 'Faltando: História (sobre o quê), O que fez de diferente, Moral da história',
      field: 'campos_personalizados.historiaDeQue',
    });
    expect(
      expectFailure({
        objetivo: 'conectar',
        campos_personalizados: { ...conectar, desafio: ' ' },
        template_visual: 't',
      }).description,
    ).toBe('Faltando: Desafio');
    expect(
      expectFailure({
        objetivo: 'conectar',
        campos_personalizados: { ...conectar, resultado: '' },
        template_visual: 't',
      }).description,
    ).toBe('Faltando: Resultado');
  });

  it('uses the convencer labels', () => {
    const error = expectFailure({ objetivo: 'convencer', campos_personalizados: null, template_visual: 't' });
    expect(error.description).toBe(
      'Faltando: Objetivo, Mito, Verdade, Mecanismo/Prova, Novo Caminho, CTA da legenda',
    );
  });

  it('requires assunto, localizacao and data for investigar but not cta', () => {
    const error = expectFailure({ objetivo: 'investigar', campos_personalizados: {}, template_visual: 't' });
    expect(error.description).toBe('Faltando: Assunto, Localização, Data');
    expect(
      validateCreateRequest({
        objetivo: 'investigar',
        campos_personalizados: investigar,
        template_visual: 't',
      }).success,
    ).toBe(true);
  });

  it('reports educar gaps one at a time with its own messages', () => {
    const base = { objetivo: 'educar', template_visual: 't' };
    const cases: Array<[unknown, string, string]> = [
      [{ ...educar, titulo: ' ' }, 'O título é obrigatório.', 'campos_personalizados.titulo'],
      [{ ...educar, introducao: '' }, 'A introdução é obrigatória.', 'campos_personalizados.introducao'],
      [
        { ...educar, pontos: [] },
        'É necessário pelo menos um ponto ou passo.',
        'campos_personalizados.pontos',
      ],
      [
        { ...educar, pontos: undefined },
        'É necessário pelo menos um ponto ou passo.',
        'campos_personalizados.pontos',
      ],
      [
        {
          ...educar,
          pontos: [
            { titulo: 'a', descricao: 'b' },
            { titulo: '', descricao: 'c' },
          ],
        },
        'O título do ponto é obrigatório.',
        'campos_personalizados.pontos.1.titulo',
      ],
      [
        { ...educar, pontos: [{ titulo: 'a', descricao: ' ' }] },
        'A descrição do ponto é obrigatória.',
        'campos_personalizados.pontos.0.descricao',
      ],
    ];
    for (const [campos, description, field] of cases) {
      expect(expectFailure({ ...base, campos_personalizados: campos })).toEqual({
        title: 'Preencha os campos obrigatórios',
        description,
        field,
      });
    }
  });

  it('rejects an invalid point image only after the required fields are filled', () => {
    const error = expectFailure({
      objetivo: 'educar',
      template_visual: 't',
      campos_personalizados: {
        ...educar,
        pontos: [{ titulo: 'a', descricao: 'b', imagemUrl: 'javascript:alert(1)' }],
      },
    });
    expect(error).toEqual({
      title: 'Revise os campos',
      description: 'Imagem do ponto 1: URL da imagem inválida.',
      field: 'campos_personalizados.pontos.0.imagemUrl',
    });
  });

  it('accepts absolute and storage-relative image URLs and an empty one', () => {
    for (const imagemUrl of ['https://cdn.example.com/a.png', '/storage/medias/public/u-1.png', '']) {
      const result = validateCreateRequest({
        objetivo: 'conectar',
        template_visual: 't',
        campos_personalizados: { ...conectar, imagemUrl },
      });
      expect(result.success).toBe(true);
    }
    const error = expectFailure({
      objetivo: 'conectar',
      template_visual: 't',
      campos_personalizados: { ...conectar, imagemUrl: 'ftp://x/y.png' },
    });
    expect(error.description).toBe('Imagem de capa: URL da imagem inválida.');
  });

  it('names the field and the cap when a text is too long', () => {
    const error = expectFailure({
      objetivo: 'conectar',
      template_visual: 't',
      campos_personalizados: { ...conectar, moral: 'a'.repeat(301) },
    });
    expect(error).toEqual({
      title: 'Revise os campos',
      description: 'Moral da história: Use no máximo 300 caracteres.',
      field: 'campos_personalizados.moral',
    });
  });

  it('caps educar at 10 points', () => {
    const pontos = Array.from({ length: 11 }, (_, i) => ({ titulo: `P${i}`, descricao: 'd' }));
    const error = expectFailure({
      objetivo: 'educar',
      template_visual: 't',
      campos_personalizados: { ...educar, pontos },
    });
    expect(error.description).toBe('Pontos ou passos: Use no máximo 10 pontos ou passos.');
  });
});

describe('schemas', () => {
  it('carries the template messages for absent and blank values', () => {
    expect(templateVisualSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      TEMPLATE_REQUIRED_MESSAGE,
    );
    expect(templateVisualSchema.safeParse('  ').error?.issues[0]?.message).toBe(TEMPLATE_BLANK_MESSAGE);
    expect(TEMPLATE_REQUIRED_MESSAGE).toBe('A escolha do template visual é obrigatória.');
    expect(TEMPLATE_BLANK_MESSAGE).toBe('Por favor, selecione um template visual.');
  });

  it('gives field-level messages to the form', () => {
    const result = educarFieldsSchema.safeParse({ titulo: '', introducao: '', pontos: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'O título é obrigatório.',
      'A introdução é obrigatória.',
      'É necessário pelo menos um ponto ou passo.',
    ]);
    const conectarResult = createCarouselRequestSchema.safeParse({
      objetivo: 'conectar',
      template_visual: 't',
      campos_personalizados: { ...conectar, desafio: '' },
    });
    expect(conectarResult.error?.issues[0]?.message).toBe('Preencha o campo “Desafio”.');
  });

  it('drops unknown keys so only the spec fields are stored', () => {
    const result = createCarouselRequestSchema.parse({
      objetivo: 'investigar',
      template_visual: 't',
      campos_personalizados: { ...investigar, extra: 'x' },
    });
    expect(result.campos_personalizados).not.toHaveProperty('extra');
  });

  it('exports the credit texts for the caller', () => {
    expect(INSUFFICIENT_CREDITS).toEqual({
      title: 'Créditos insuficientes',
      description: 'Você precisa de pelo menos 1 crédito.',
    });
  });
});
