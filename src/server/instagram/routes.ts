import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  INSIGHTS_CHART_PATH,
  insightsChartSchema,
  instagramConnectResponseSchema,
  instagramPostListSchema,
  instagramPostSchema,
  instagramStatusSchema,
} from '../../shared/instagram/schema';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { arquivos } from '../db/schema';
import { AppError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import { secretParams } from '../http/secret-params';
import { idempotent } from '../idempotency/idempotent-route';
import { getRequestMeta } from '../logs/request-meta';
import { INSTAGRAM_RETURN_PATH, type InstagramConnections } from './connections';
import type { InsightsChartService } from './insights-chart';
import { MEDIA_ROUTE_PREFIX, type SlideUrls } from './media-urls';
import { CALLBACK_PATH, OAUTH_COOKIE, oauthCookie, readCookie } from './oauth-state';
import type { InstagramPostsService } from './posts-service';

const carouselParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });
const postParams = z.object({ id: z.uuid({ error: 'Publicação não encontrada.' }) });
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** Connect, show and remove the Instagram account; publish, list and cancel a carousel's posts; the 30-day chart. */
export function instagramRoutes(deps: {
  connections: InstagramConnections;
  posts: InstagramPostsService;
  media: SlideUrls;
  chart: InsightsChartService;
}) {
  const { connections, posts, media, chart } = deps;
  return async (app: AppInstance): Promise<void> => {
    /** Only the JPEG slides can be handed out this way. */
    async function slideKeyOf(fileId: string): Promise<string | null> {
      const [row] = await app.ctx.db
        .select({ key: arquivos.storagePath, nome: arquivos.nomeArquivo })
        .from(arquivos)
        .where(eq(arquivos.id, fileId));
      return row?.key && row.nome.endsWith('.jpg') ? row.key : null;
    }

    const limits = (max: number) =>
      rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max, timeWindow: 60_000 });
    const secureCookie = app.ctx.config.APP_URL.startsWith('https://');

    app.get(
      '/api/instagram',
      { preHandler: requireUser, schema: { response: { 200: instagramStatusSchema } } },
      async (request) => connections.status(getUser(request)),
    );

    app.get(
      INSIGHTS_CHART_PATH,
      { preHandler: requireUser, schema: { response: { 200: insightsChartSchema } } },
      async (request) => chart.lastDays(getUser(request).id),
    );

    app.post(
      '/api/instagram/connect',
      {
        preHandler: requireUser,
        schema: { response: { 200: instagramConnectResponseSchema } },
        config: limits(20),
      },
      async (request, reply) => {
        const bearer = request.headers.authorization?.slice(7).trim() ?? '';
        const claims = await app.ctx.auth.signer.verify(bearer);
        if (!claims) throw new AppError('unauthorized', 'Sessão expirada. Faça login novamente.');
        const { url, nonce } = connections.startConnect(getUser(request), claims.sid);
        reply.header('set-cookie', oauthCookie(nonce, secureCookie));
        return { url };
      },
    );

    // Instagram sends the browser here: no bearer token, the signed state and the cookie say who it is.
    app.get(
      CALLBACK_PATH,
      { schema: { querystring: callbackQuery }, config: limits(30) },
      async (request, reply) => {
        const meta = getRequestMeta(request);
        const result = await connections.finishConnect({
          ...request.query,
          nonce: readCookie(request.headers.cookie, OAUTH_COOKIE),
          ...meta,
        });
        reply.header('set-cookie', oauthCookie('', secureCookie, 0));
        reply.header('cache-control', 'no-store');
        const target = result.ok
          ? `${INSTAGRAM_RETURN_PATH}?instagram=conectado`
          : `${INSTAGRAM_RETURN_PATH}?instagram=erro&motivo=${result.reason}`;
        return reply.redirect(target, 303);
      },
    );

    app.delete('/api/instagram', { preHandler: requireUser }, async (request, reply) => {
      await connections.disconnect(getUser(request), getRequestMeta(request));
      return reply.status(204).send();
    });

    // The slide files Instagram downloads while it creates the containers (local storage only).
    app.get(`${MEDIA_ROUTE_PREFIX}:token`, { config: secretParams('token') }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const fileId = media.verify(token);
      const key = fileId ? await slideKeyOf(fileId) : null;
      const bytes = key ? await app.ctx.storage.get('carrosseis', key) : null;
      if (!bytes) throw new AppError('not_found', 'Imagem não encontrada ou link expirado.');
      reply.header('content-type', 'image/jpeg');
      reply.header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(bytes));
    });

    app.get(
      '/api/carousels/:id/instagram',
      {
        preHandler: requireUser,
        schema: { params: carouselParams, response: { 200: instagramPostListSchema } },
      },
      async (request) => posts.list(getUser(request), request.params.id),
    );

    app.post(
      '/api/carousels/:id/instagram',
      {
        preHandler: requireUser,
        schema: { params: carouselParams, response: { 201: instagramPostSchema } },
        config: limits(30),
      },
      idempotent(async (request, reply) =>
        reply
          .status(201)
          .send(
            await posts.create(getUser(request), request.params.id, request.body, getRequestMeta(request)),
          ),
      ),
    );

    app.post(
      '/api/instagram/posts/:id/insights',
      {
        preHandler: requireUser,
        schema: { params: postParams, response: { 200: instagramPostSchema } },
        config: limits(20),
      },
      async (request) => posts.refreshInsights(getUser(request), request.params.id),
    );

    app.post(
      '/api/instagram/posts/:id/cancel',
      {
        preHandler: requireUser,
        schema: { params: postParams, response: { 200: instagramPostSchema } },
        config: limits(30),
      },
      async (request) => posts.cancel(getUser(request), request.params.id, getRequestMeta(request)),
    );
  };
}
