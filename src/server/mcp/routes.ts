import { createHash } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from '../../shared/idempotency';
import { PUBLIC_ROUTES } from '../../shared/public-api/routes';
import {
  publicCarouselListQuerySchema,
  publicCarouselParamsSchema,
  publicCreateCarouselSchema,
} from '../../shared/public-api/schemas';
import { apiKeyAuth } from '../api-keys/key-auth';
import type { ApiKeyService } from '../api-keys/service';
import type { AppInstance } from '../app-types';
import { getWorkspace } from '../workspaces/active-workspace';

export const MCP_PATH = '/mcp';

const criarCarrosselInput = z.object({
  carrossel: publicCreateCarouselSchema,
  chave_idempotencia: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_MESSAGES.invalidKey })
    .optional()
    .meta({
      description: `Uma chave única por carrossel pedido (um UUID, por exemplo). Repetir a chamada com a mesma chave em até ${IDEMPOTENCY_KEY_HOURS} h devolve o mesmo carrossel sem gastar outro crédito. Sem ela, a chave é derivada do conteúdo: o mesmo pedido repetido em ${IDEMPOTENCY_KEY_HOURS} h devolve o mesmo carrossel.`,
    }),
});

/**
 * Without a key from the assistant, the same request (the same fields) in the same workspace is the same
 * carousel for 24 hours; the same fields sent with a key of another workspace are another carousel there.
 */
function deriveKey(workspaceId: string, body: unknown): string {
  return `mcp-${createHash('sha256')
    .update(JSON.stringify([workspaceId, body]))
    .digest('hex')}`;
}

/**
 * The MCP server (Streamable HTTP, stateless: one server and transport per request), authenticated by an API
 * key and acting in the key's workspace like /api/v1. Each tool calls the matching /api/v1 route in-process with the caller's key, so a tool answers exactly
 * what the API answers (same checks, same idempotency, same rate limit per key), JSON in the text and in
 * `structuredContent`; an error is a tool result with `isError` and the API's Portuguese message.
 */
export function mcpRoutes(apiKeys: ApiKeyService) {
  return async (app: AppInstance): Promise<void> => {
    const authenticate = apiKeyAuth(app, apiKeys, { limit: false });

    app.post(MCP_PATH, { onRequest: authenticate }, async (request, reply) => {
      const server = buildServer(app, request);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      // After hijack Fastify sends nothing of its own: the headers other hooks put on the reply (the request id;
      // the security headers are already on the raw answer) are copied over so /mcp answers like every route.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });

    // Stateless: no stream to open and no session to end.
    const notAllowed = {
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Método não permitido: use POST /mcp.' },
      id: null,
    };
    app.get(MCP_PATH, { onRequest: authenticate }, async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send(notAllowed),
    );
    app.delete(MCP_PATH, { onRequest: authenticate }, async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send(notAllowed),
    );
  };
}

function buildServer(app: AppInstance, request: FastifyRequest): McpServer {
  async function callApi(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<CallToolResult> {
    const response = await app.inject({
      method,
      url,
      remoteAddress: request.ip,
      headers: {
        authorization: request.headers.authorization ?? '',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const json = response.json() as Record<string, unknown>;
    if (response.statusCode >= 400) {
      const message = typeof json.message === 'string' ? json.message : 'Erro ao chamar a API.';
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
    return { content: [{ type: 'text', text: JSON.stringify(json, null, 2) }], structuredContent: json };
  }

  const server = new McpServer({ name: 'carrossel', version: '1.0.0' });
  const { listTemplates, createCarousel, getCarousel, listCarousels, balance } = PUBLIC_ROUTES;

  server.registerTool(
    'listar_templates',
    {
      title: 'Listar estilos visuais',
      description: `${listTemplates.description} Chame antes de criar_carrossel para escolher o template_visual.`,
      annotations: { readOnlyHint: true },
    },
    () => callApi('GET', listTemplates.path),
  );

  server.registerTool(
    'criar_carrossel',
    {
      title: 'Criar um carrossel',
      description:
        'Cria um carrossel para o Instagram (gasta 1 crédito) com o objetivo, os campos do objetivo, o estilo visual (id de listar_templates) e o formato. Fica pronto em segundos: acompanhe com ver_carrossel. Uma chave de idempotência garante que o crédito seja gasto uma só vez.',
      inputSchema: criarCarrosselInput,
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    (args) =>
      callApi('POST', createCarousel.path, {
        body: args.carrossel,
        idempotencyKey: args.chave_idempotencia ?? deriveKey(getWorkspace(request).id, args.carrossel),
      }),
  );

  server.registerTool(
    'ver_carrossel',
    {
      title: 'Ver um carrossel',
      description: getCarousel.description,
      inputSchema: publicCarouselParamsSchema,
      annotations: { readOnlyHint: true },
    },
    (args) => callApi('GET', getCarousel.path.replace(':id', encodeURIComponent(args.id))),
  );

  server.registerTool(
    'listar_carrosseis',
    {
      title: 'Listar carrosséis',
      description: listCarousels.description,
      inputSchema: publicCarouselListQuerySchema,
      annotations: { readOnlyHint: true },
    },
    (args) => {
      const query = new URLSearchParams({ limite: String(args.limite) });
      if (args.cursor) query.set('cursor', args.cursor);
      return callApi('GET', `${listCarousels.path}?${query}`);
    },
  );

  server.registerTool(
    'ver_saldo',
    {
      title: 'Ver o saldo',
      description: balance.description,
      annotations: { readOnlyHint: true },
    },
    () => callApi('GET', balance.path),
  );

  return server;
}
