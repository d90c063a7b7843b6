import { z } from 'zod';
import { apiErrorBodySchema } from '../api-error';
import { SLIDE_FORMATS } from '../carousels/formats';
import { createCarouselRequestSchema } from '../carousels/schemas';
import { CAROUSEL_STATUSES, OBJECTIVES } from '../constants';

/**
 * The public API's contract (/api/v1, docs/api.md): the routes validate and answer with these schemas, and the
 * OpenAPI document (GET /api/v1/openapi.json) is generated from the same objects, descriptions and examples
 * included. Field names follow the app's snake_case.
 */

const EXAMPLE_ID = '0b6f2c8e-4a0e-4d5b-9c57-3f1f0d2b8a11';
const EXAMPLE_TEMPLATE_ID = '6a1d4f0c-2b7e-4e59-8d3a-9c0e5b7f1a22';

export const publicTemplateSchema = z
  .object({
    id: z.uuid().meta({ description: 'Use este id em `template_visual` ao criar um carrossel.' }),
    nome: z.string().meta({ description: 'Nome do estilo visual.' }),
    descricao: z.string().nullable().meta({ description: 'Uma frase sobre o estilo.' }),
    imagem_url: z.string().nullable().meta({ description: 'Prévia do estilo.' }),
    tipo: z.string().meta({ description: 'Família do estilo (por exemplo, minimalista).' }),
  })
  .meta({
    title: 'Template',
    description: 'Um estilo visual ativo.',
    examples: [
      {
        id: EXAMPLE_TEMPLATE_ID,
        nome: 'Minimalista Claro',
        descricao: 'Fundo claro, tipografia forte.',
        imagem_url: 'https://app.exemplo.com.br/storage/medias/templates/minimalista.png',
        tipo: 'minimalista',
      },
    ],
  });
export type PublicTemplate = z.infer<typeof publicTemplateSchema>;

export const publicTemplateListSchema = z
  .object({ itens: z.array(publicTemplateSchema) })
  .meta({ title: 'ListaDeTemplates', description: 'Os estilos visuais ativos, na ordem do app.' });

/** Public status words: `erro: <motivo>` of the database becomes `erro` plus `motivo_erro`. */
export const publicCarouselStatusSchema = z.enum(CAROUSEL_STATUSES).meta({
  description:
    'pendente (na fila), processando (sendo gerado), concluido (arquivos prontos), erro (veja motivo_erro; o crédito é devolvido) ou cancelado.',
});

export const publicCarouselSchema = z
  .object({
    id: z.uuid(),
    status: publicCarouselStatusSchema,
    motivo_erro: z.string().nullable().meta({ description: 'Por que falhou; null se não falhou.' }),
    objetivo: z.enum(OBJECTIVES).nullable(),
    formato: z.enum(SLIDE_FORMATS).meta({
      description: 'retrato (1080×1350), quadrado (1080×1080) ou stories (1080×1920).',
    }),
    tema: z.string().nullable().meta({ description: 'O assunto do carrossel.' }),
    template: z
      .object({ id: z.string(), nome: z.string() })
      .nullable()
      .meta({ description: 'O estilo visual usado (copiado na criação).' }),
    criado_em: z.string().meta({ description: 'Data e hora da criação (ISO 8601, UTC).' }),
    concluido_em: z
      .string()
      .nullable()
      .meta({ description: 'Quando ficou pronto (ISO 8601, UTC); null antes.' }),
    slides: z
      .array(z.string())
      .meta({ description: 'Os links dos slides em PNG, na ordem; vazio antes de concluir.' }),
    zip_url: z
      .string()
      .nullable()
      .meta({ description: 'Todos os slides e a legenda em um ZIP; null antes de concluir.' }),
    pdf_url: z
      .string()
      .nullable()
      .meta({ description: 'Os slides em um PDF (para o LinkedIn); null antes de concluir.' }),
    legenda: z
      .string()
      .nullable()
      .meta({ description: 'A legenda sugerida, com hashtags; null antes de concluir.' }),
  })
  .meta({
    title: 'Carrossel',
    description: 'Um carrossel e, quando concluído, os links dos seus arquivos.',
    examples: [
      {
        id: EXAMPLE_ID,
        status: 'concluido',
        motivo_erro: null,
        objetivo: 'convencer',
        formato: 'retrato',
        tema: 'Parar de procrastinar com planilhas',
        template: { id: EXAMPLE_TEMPLATE_ID, nome: 'Minimalista Claro' },
        criado_em: '2026-11-27T12:00:00.000Z',
        concluido_em: '2026-11-27T12:00:20.000Z',
        slides: [`https://app.exemplo.com.br/storage/carrosseis/${EXAMPLE_ID}/v1/slide-01.png`],
        zip_url: `https://app.exemplo.com.br/storage/carrosseis/${EXAMPLE_ID}/v1/carrossel.zip`,
        pdf_url: `https://app.exemplo.com.br/storage/carrosseis/${EXAMPLE_ID}/v1/carrossel.pdf`,
        legenda: 'Você não precisa de mais disciplina. #produtividade',
      },
    ],
  });
export type PublicCarousel = z.infer<typeof publicCarouselSchema>;

export const PUBLIC_LIST_LIMIT = { default: 20, max: 50 } as const;

export const PUBLIC_API_MESSAGES = {
  badCursor: 'Cursor inválido: use o valor de proximo_cursor da página anterior.',
  badLimit: `Use um limite entre 1 e ${PUBLIC_LIST_LIMIT.max}.`,
  notFound: 'Carrossel não encontrado.',
} as const;

export const publicCarouselListQuerySchema = z.object({
  limite: z.coerce
    .number({ error: PUBLIC_API_MESSAGES.badLimit })
    .int({ error: PUBLIC_API_MESSAGES.badLimit })
    .min(1, { error: PUBLIC_API_MESSAGES.badLimit })
    .max(PUBLIC_LIST_LIMIT.max, { error: PUBLIC_API_MESSAGES.badLimit })
    .default(PUBLIC_LIST_LIMIT.default)
    .meta({ description: `Quantos carrosséis por página (1 a ${PUBLIC_LIST_LIMIT.max}).`, examples: [20] }),
  cursor: z
    .string()
    .max(200, { error: PUBLIC_API_MESSAGES.badCursor })
    .optional()
    .meta({ description: 'O proximo_cursor da página anterior; ausente na primeira página.' }),
});

export const publicCarouselListSchema = z
  .object({
    itens: z.array(publicCarouselSchema),
    proximo_cursor: z
      .string()
      .nullable()
      .meta({ description: 'Passe em `cursor` para a próxima página; null na última.' }),
  })
  .meta({
    title: 'ListaDeCarrosseis',
    description: 'Os carrosséis do espaço de trabalho da chave, do mais novo ao mais antigo.',
  });
export type PublicCarouselList = z.infer<typeof publicCarouselListSchema>;

export const publicCarouselParamsSchema = z.object({
  id: z.uuid({ error: PUBLIC_API_MESSAGES.notFound }).meta({ description: 'O id do carrossel.' }),
});

export const publicBalanceSchema = z
  .object({
    saldo: z.number().int().meta({
      description: 'Créditos disponíveis no espaço de trabalho da chave (1 crédito = 1 carrossel).',
    }),
  })
  .meta({ title: 'Saldo', examples: [{ saldo: 12 }] });
export type PublicBalance = z.infer<typeof publicBalanceSchema>;

/** The body of POST /api/v1/carousels: the very schema of the app's create form, documented. */
export const publicCreateCarouselSchema = createCarouselRequestSchema.meta({
  title: 'NovoCarrossel',
  description:
    'Os mesmos campos do formulário "Criar carrossel": o objetivo, os campos do objetivo, o estilo visual (id de GET /api/v1/templates) e o formato. Custa 1 crédito do espaço de trabalho da chave; assina com a marca desse espaço escolhida em `id_marca`, ou com a padrão dele.',
  examples: [
    {
      objetivo: 'convencer',
      template_visual: EXAMPLE_TEMPLATE_ID,
      formato: 'retrato',
      campos_personalizados: {
        objetivo: 'Parar de procrastinar com planilhas',
        mito: 'Você precisa de mais disciplina para render mais.',
        verdade: 'Quem rende mais tem sistemas simples, não força de vontade infinita.',
        mecanismo: 'Decisões pré-tomadas eliminam o atrito: a agenda decide por você.',
        novoCaminho: 'Escolha 3 tarefas na noite anterior e bloqueie 90 minutos pela manhã.',
        cta: 'Salve este post e teste amanhã cedo.',
      },
    },
  ],
});

export const publicErrorSchema = apiErrorBodySchema.meta({
  title: 'Erro',
  description: 'Toda resposta de erro: a mensagem em português, o código e, numa validação, os campos.',
  examples: [{ message: 'Chave de API inválida ou revogada.', code: 'unauthorized' }],
});

/** POST /api/v1/carousels/batch: up to 50 create bodies, checked whole before anything is spent. */
export const publicCreateBatchSchema = z
  .object({
    itens: z.array(publicCreateCarouselSchema).min(1).max(50),
  })
  .meta({
    description:
      'Os carrosséis do lote, cada um com o mesmo corpo de POST /api/v1/carousels (até 50). Se algum item tiver problema ou o saldo não cobrir todos, nada é criado nem gasto.',
  });
