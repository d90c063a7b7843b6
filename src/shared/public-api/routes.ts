import { createBatchResponseSchema } from '../batches/api';
import type { Endpoint } from '../endpoint';
import type { ErrorCode } from '../error-codes';
import {
  publicBalanceSchema,
  publicCarouselListQuerySchema,
  publicCarouselListSchema,
  publicCarouselParamsSchema,
  publicCarouselSchema,
  publicCreateBatchSchema,
  publicCreateCarouselSchema,
  publicTemplateListSchema,
} from './schemas';

/**
 * The errors every /api/v1 route may answer, documented on each: 400 when X-Workspace-Id names another workspace
 * than the key's, 401 a bad key (or its creator left its workspace), 403 a blocked account or a creator who is a
 * leitor now, 429 the rate limit.
 */
const COMMON_ERRORS = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'rate_limited',
] as const satisfies readonly ErrorCode[];

/** An endpoint of /api/v1: an app endpoint with what its OpenAPI operation shows besides the schemas. */
export interface PublicRoute extends Endpoint {
  operationId: string;
  summary: string;
  description: string;
}

/**
 * Every route of /api/v1, declared once: src/server/public-api/routes.ts registers each with these schemas and
 * src/server/public-api/openapi.ts writes the OpenAPI document from the same objects.
 */
export const PUBLIC_ROUTES = {
  listTemplates: {
    method: 'GET',
    path: '/api/v1/templates',
    operationId: 'listarTemplates',
    summary: 'Listar estilos visuais',
    description:
      'Os estilos visuais ativos. O `id` de um deles vai em `template_visual` ao criar um carrossel.',
    answer: publicTemplateListSchema,
    errors: [],
  },
  createCarousel: {
    method: 'POST',
    path: '/api/v1/carousels',
    operationId: 'criarCarrossel',
    summary: 'Criar um carrossel',
    description:
      'Gasta 1 crédito do espaço de trabalho da chave e coloca o carrossel na fila; ele chega a `concluido` em segundos (acompanhe por GET /api/v1/carousels/{id}). Envie `Idempotency-Key`: repetir a mesma chave com o mesmo corpo em até 24 h devolve a primeira resposta sem gastar outro crédito; a mesma chave com outro corpo responde 422.',
    body: publicCreateCarouselSchema,
    status: 201,
    answer: publicCarouselSchema,
    errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_key_reused'],
    idempotent: true,
  },
  createBatch: {
    method: 'POST',
    path: '/api/v1/carousels/batch',
    operationId: 'criarLote',
    summary: 'Criar um lote de carrosséis',
    description:
      'Até 50 carrosséis de uma vez: todos os itens são conferidos antes de qualquer gasto, e o lote é recusado inteiro quando o saldo não cobre todos. Depois, 1 crédito e uma geração por carrossel, numa só operação. Acompanhe cada um por GET /api/v1/carousels/{id}. Aceita `Idempotency-Key` como a criação de um carrossel.',
    body: publicCreateBatchSchema,
    status: 202,
    answer: createBatchResponseSchema,
    errors: ['validation_failed', 'insufficient_credits', 'idempotency_key_reused'],
    idempotent: true,
  },
  getCarousel: {
    method: 'GET',
    path: '/api/v1/carousels/:id',
    operationId: 'verCarrossel',
    summary: 'Ver um carrossel',
    description:
      'Um carrossel do espaço de trabalho da chave: o status e, quando concluído, os links dos slides, do ZIP e do PDF e a legenda.',
    params: publicCarouselParamsSchema,
    answer: publicCarouselSchema,
    errors: ['validation_failed', 'not_found'],
  },
  listCarousels: {
    method: 'GET',
    path: '/api/v1/carousels',
    operationId: 'listarCarrosseis',
    summary: 'Listar carrosséis',
    description:
      'Os carrosséis do espaço de trabalho da chave (de todos os membros), do mais novo ao mais antigo, em páginas: passe o `proximo_cursor` de uma página em `cursor` para ler a seguinte.',
    query: publicCarouselListQuerySchema,
    answer: publicCarouselListSchema,
    errors: ['validation_failed'],
  },
  balance: {
    method: 'GET',
    path: '/api/v1/balance',
    operationId: 'verSaldo',
    summary: 'Ver o saldo',
    description:
      'Os créditos disponíveis no espaço de trabalho da chave. Cada carrossel custa 1 crédito; créditos são comprados no app, por PIX.',
    answer: publicBalanceSchema,
    errors: [],
  },
} as const satisfies Record<string, PublicRoute>;

export const PUBLIC_COMMON_ERRORS = COMMON_ERRORS;

/** Where the document is served, and where its reference page lives in the web app. */
export const OPENAPI_PATH = '/api/v1/openapi.json';
export const API_REFERENCE_PAGE = '/desenvolvedores/api';
