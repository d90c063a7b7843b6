import { z } from 'zod';
import { statusOf } from '../../shared/error-codes';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_HOURS } from '../../shared/idempotency';
import { PUBLIC_COMMON_ERRORS, PUBLIC_ROUTES, type PublicRoute } from '../../shared/public-api/routes';
import { publicErrorSchema } from '../../shared/public-api/schemas';
import { API_KEY_RATE_LIMIT } from '../api-keys/key-auth';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as the document shows it: JSON Schema 2020-12 (OpenAPI 3.1's own dialect), descriptions and
 * examples from `.meta()`. Requests show what a client may send (`input`: defaults optional), answers what it
 * gets (`output`). The drift test compares the registered routes' schemas through this same function.
 */
export function toDocumentedSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Pedido inválido: a mensagem (e `issues`, quando é um campo) diz o que corrigir. Também quando `X-Workspace-Id` nomeia outro espaço que não o da chave.',
  401: 'Sem chave de API, ou a chave é inválida, foi revogada ou quem a criou não faz mais parte do espaço de trabalho dela.',
  402: 'Créditos insuficientes no espaço de trabalho da chave: compre créditos no app.',
  403: 'A conta de quem criou a chave foi bloqueada, ou essa pessoa agora é leitor no espaço de trabalho da chave.',
  404: 'Não encontrado (ou não é do espaço de trabalho da chave).',
  409: 'Um pedido com esta Idempotency-Key ainda está sendo processado.',
  422: 'Esta Idempotency-Key já foi usada com outro corpo.',
  429: 'Limite de requisições da chave atingido: espere os segundos de `Retry-After`.',
};

const RATE_HEADERS = {
  'RateLimit-Limit': {
    description: `Requisições permitidas por janela (${API_KEY_RATE_LIMIT.max} por minuto por chave).`,
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': { description: 'Quantas ainda cabem na janela atual.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Segundos até a janela recomeçar.', schema: { type: 'integer' } },
};

function toParameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = toDocumentedSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** The statuses of an endpoint's error codes, each once, in the order the document lists them. */
function errorStatuses(route: PublicRoute): number[] {
  return [...new Set([...route.errors, ...PUBLIC_COMMON_ERRORS].map(statusOf))];
}

function toOperation(route: PublicRoute): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  if (route.answer) {
    responses[String(route.status ?? 200)] = {
      description: 'Sucesso.',
      headers: RATE_HEADERS,
      content: { 'application/json': { schema: toDocumentedSchema(route.answer, 'output') } },
    };
  }
  for (const status of errorStatuses(route)) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Erro.',
      ...(status === 429
        ? { headers: { 'Retry-After': { description: 'Segundos a esperar.', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } },
    };
  }
  const idempotencyHeader = {
    name: IDEMPOTENCY_HEADER,
    in: 'header',
    required: false,
    description: `Qualquer texto único de 1 a 255 caracteres visíveis (um UUID, por exemplo). O mesmo pedido repetido com a mesma chave em até ${IDEMPOTENCY_KEY_HOURS} h devolve a primeira resposta, com \`Idempotent-Replayed: true\`, sem gastar outro crédito.`,
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    example: '9f1c6a52-7d0b-4a47-bd1e-2f6d1e0c3a90',
  };
  const parameters = [
    ...toParameters(route.params, 'path'),
    ...toParameters(route.query, 'query'),
    ...(route.idempotent ? [idempotencyHeader] : []),
  ];
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toDocumentedSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** Fastify's `/api/v1/carousels/:id` as OpenAPI writes it: `/api/v1/carousels/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of /api/v1, written from PUBLIC_ROUTES (the schemas the routes register). */
export function buildOpenApiDocument(appUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of Object.values(PUBLIC_ROUTES) as PublicRoute[]) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: toOperation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API do Carrossel',
      version: '1.0.0',
      description:
        'Crie carrosséis para o Instagram a partir do seu código, do n8n, do Make ou de um assistente de IA. Autentique com uma chave de API criada na tela Desenvolvedores: `Authorization: Bearer crs_live_…`. Cada chave pertence ao espaço de trabalho em que foi criada (o Pessoal ou o de uma equipe): lê e cria os carrosséis desse espaço e gasta os créditos dele, 1 por carrossel. Mensagens de erro em português, no formato `{ message, code, issues? }`.',
    },
    servers: [{ url: appUrl.replace(/\/$/, ''), description: 'Este servidor' }],
    security: [{ chaveDeApi: [] }],
    paths,
    components: {
      securitySchemes: {
        chaveDeApi: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'crs_live_…',
          description:
            'Uma chave de API de um espaço de trabalho, criada pelo dono na tela Desenvolvedores com esse espaço ativo.',
        },
      },
      schemas: { Erro: toDocumentedSchema(publicErrorSchema, 'output') },
    },
  };
}
