import { z } from 'zod';
import {
  emailOnlyBodySchema,
  loginBodySchema,
  meResponseSchema,
  refreshBodySchema,
  sessionSchema,
  signupBodySchema,
  signupResponseSchema,
  tokenBodySchema,
  verifyEmailResponseSchema,
} from '../../shared/auth/schemas';
import type { AppInstance } from '../app-types';
import { extraRateLimit, keyByIpAndEmail, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { getUser, requireUser } from './guards';
import type { AuthService } from './service';

const ACCEPTED = { message: 'Se o endereço estiver cadastrado, você receberá um e-mail em instantes.' };
// The password strength is judged by the service (code weak_password with reasons), not by the body schema.
const passwordField = z
  .string({ error: 'Informe a senha.' })
  .max(128, 'Senha deve ter no máximo 128 caracteres');

/**
 * Sign-in and the e-mail links are limited twice (docs/decisions/0003): per IP + e-mail, after the body is
 * parsed, so one account under attack does not lock out everyone behind the same IP (carrier NAT); and per IP
 * alone with a higher ceiling, so one address cannot walk through many accounts. The service adds a growing
 * delay per account against guessing spread over many IPs.
 */
export async function authRoutes(app: AppInstance, { auth }: { auth: AuthService }): Promise<void> {
  const limits = app.ctx.config.RATE_LIMIT === 'on';
  const loginsPerIp = extraRateLimit(app, limits, { name: 'login-ip', max: 100, timeWindow: 60 * 1000 });
  const linksPerIp = extraRateLimit(app, limits, { name: 'links-ip', max: 50, timeWindow: 15 * 60 * 1000 });
  const linksPerAccount = {
    max: 5,
    timeWindow: 15 * 60 * 1000,
    keyGenerator: keyByIpAndEmail,
    hook: 'preHandler',
  } as const;

  app.post(
    '/api/auth/signup',
    {
      schema: {
        body: signupBodySchema.extend({ senha: passwordField }),
        response: { 201: signupResponseSchema },
      },
      config: rateLimit(limits, { max: 10, timeWindow: 60 * 60 * 1000 }),
    },
    async (request, reply) =>
      reply.status(201).send({ user: await auth.signup(request.body, getRequestMeta(request)) }),
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginBodySchema, response: { 200: sessionSchema } },
      onRequest: loginsPerIp,
      config: rateLimit(limits, {
        max: 10,
        timeWindow: 60 * 1000,
        keyGenerator: keyByIpAndEmail,
        hook: 'preHandler',
      }),
    },
    async (request) => auth.login(request.body, getRequestMeta(request)),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: { body: refreshBodySchema, response: { 200: sessionSchema } },
      config: rateLimit(limits, { max: 60, timeWindow: 60 * 1000 }),
    },
    async (request) => auth.refresh(request.body.refresh_token, getRequestMeta(request)),
  );

  // Another tab of the same browser borrowing this session: a sibling session, the presented token unchanged.
  app.post(
    '/api/auth/share-session',
    {
      schema: { body: refreshBodySchema, response: { 200: sessionSchema } },
      config: rateLimit(limits, { max: 60, timeWindow: 60 * 1000 }),
    },
    async (request) => auth.shareSession(request.body.refresh_token, getRequestMeta(request)),
  );

  app.post('/api/auth/logout', { schema: { body: refreshBodySchema } }, async (request, reply) => {
    await auth.logout(request.body.refresh_token);
    return reply.status(204).send();
  });

  // The address goes back only to the holder of the link sent to it: the login form comes filled in.
  app.post(
    '/api/auth/verify-email',
    { schema: { body: tokenBodySchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      const { email } = await auth.verifyEmail(request.body.token);
      return { message: 'E-mail confirmado! Sua conta está ativa.', email };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: { body: emailOnlyBodySchema },
      onRequest: linksPerIp,
      config: rateLimit(limits, linksPerAccount),
    },
    async (request, reply) => {
      await auth.resendVerification(request.body.email);
      return reply.status(202).send(ACCEPTED);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: { body: emailOnlyBodySchema },
      onRequest: linksPerIp,
      config: rateLimit(limits, linksPerAccount),
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email, getRequestMeta(request));
      return reply.status(202).send(ACCEPTED);
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: z.object({ token: tokenBodySchema.shape.token, senha: passwordField }) } },
    async (request) => {
      await auth.resetPassword(request.body, getRequestMeta(request));
      return { message: 'Senha alterada! Entre com a nova senha.' };
    },
  );

  app.get(
    '/api/me',
    { preHandler: requireUser, schema: { response: { 200: meResponseSchema } } },
    async (request) => auth.getMe(getUser(request).id),
  );
}
