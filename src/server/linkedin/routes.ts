import { z } from 'zod';
import {
  linkedinConnectResponseSchema,
  linkedinPostListSchema,
  linkedinPostSchema,
  linkedinStatusSchema,
} from '../../shared/linkedin/schema';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { AppError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import { idempotent } from '../idempotency/idempotent-route';
import { getRequestMeta } from '../logs/request-meta';
import { oauthCookie, readCookie } from '../publishing/oauth-state';
import { LINKEDIN_OAUTH, LINKEDIN_RETURN_PATH, type LinkedinConnections } from './connections';
import type { LinkedinPostsService } from './posts-service';

const carouselParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });
const postParams = z.object({ id: z.uuid({ error: 'Publicação não encontrada.' }) });
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** Connect, show and remove the LinkedIn member; publish, list and cancel a carousel's LinkedIn posts. */
export function linkedinRoutes(deps: { connections: LinkedinConnections; posts: LinkedinPostsService }) {
  const { connections, posts } = deps;
  return async (app: AppInstance): Promise<void> => {
    const limits = (max: number) =>
      rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max, timeWindow: 60_000 });
    const secureCookie = app.ctx.config.APP_URL.startsWith('https://');

    app.get(
      '/api/linkedin',
      { preHandler: requireUser, schema: { response: { 200: linkedinStatusSchema } } },
      async (request) => connections.status(getUser(request)),
    );

    app.post(
      '/api/linkedin/connect',
      {
        preHandler: requireUser,
        schema: { response: { 200: linkedinConnectResponseSchema } },
        config: limits(20),
      },
      async (request, reply) => {
        const bearer = request.headers.authorization?.slice(7).trim() ?? '';
        const claims = await app.ctx.auth.signer.verify(bearer);
        if (!claims) throw new AppError('unauthorized', 'Sessão expirada. Faça login novamente.');
        const { url, nonce } = connections.startConnect(getUser(request), claims.sid);
        reply.header('set-cookie', oauthCookie(LINKEDIN_OAUTH, nonce, secureCookie));
        return { url };
      },
    );

    // LinkedIn sends the browser here: no bearer token, the signed state and the cookie say who it is.
    app.get(
      LINKEDIN_OAUTH.callbackPath,
      { schema: { querystring: callbackQuery }, config: limits(30) },
      async (request, reply) => {
        const { code, state, error } = request.query;
        const result = await connections.finishConnect({
          code,
          state,
          error,
          nonce: readCookie(request.headers.cookie, LINKEDIN_OAUTH.cookie),
          ...getRequestMeta(request),
        });
        reply.header('set-cookie', oauthCookie(LINKEDIN_OAUTH, '', secureCookie, 0));
        reply.header('cache-control', 'no-store');
        const target = result.ok
          ? `${LINKEDIN_RETURN_PATH}?linkedin=conectado`
          : `${LINKEDIN_RETURN_PATH}?linkedin=erro&motivo=${result.reason}`;
        return reply.redirect(target, 303);
      },
    );

    app.delete('/api/linkedin', { preHandler: requireUser }, async (request, reply) => {
      await connections.disconnect(getUser(request), getRequestMeta(request));
      return reply.status(204).send();
    });

    app.get(
      '/api/carousels/:id/linkedin',
      {
        preHandler: requireUser,
        schema: { params: carouselParams, response: { 200: linkedinPostListSchema } },
      },
      async (request) => posts.list(getUser(request), request.params.id),
    );

    app.post(
      '/api/carousels/:id/linkedin',
      {
        preHandler: requireUser,
        schema: { params: carouselParams, response: { 201: linkedinPostSchema } },
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
      '/api/linkedin/posts/:id/cancel',
      {
        preHandler: requireUser,
        schema: { params: postParams, response: { 200: linkedinPostSchema } },
        config: limits(30),
      },
      async (request) => posts.cancel(getUser(request), request.params.id, getRequestMeta(request)),
    );
  };
}
