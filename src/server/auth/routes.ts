import { AUTH_ENDPOINTS } from '../../shared/auth/endpoints';
import type { AppInstance } from '../app-types';
import { routeEndpoint } from '../contract/endpoint-route';
import { extraRateLimit, keyByIpAndEmail, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import { getUser, requireUser } from './guards';
import type { AuthService } from './service';

const ACCEPTED = { message: 'Se o endereço estiver cadastrado, você receberá um e-mail em instantes.' };
/**
 * Sign-in and the e-mail links are limited twice (docs/decisions/0003): per IP + e-mail, after the body is
 * parsed, so one account under attack does not lock out everyone behind the same IP (carrier NAT); and per IP
 * alone with a higher ceiling, so one address cannot walk through many accounts. The service adds a growing
 * delay per account against guessing spread over many IPs.
 */
export function authRoutes(auth: AuthService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';
    const loginsPerIp = extraRateLimit(app, limits, { name: 'login-ip', max: 100, timeWindow: 60 * 1000 });
    const linksPerIp = extraRateLimit(app, limits, { name: 'links-ip', max: 50, timeWindow: 15 * 60 * 1000 });
    const linksPerAccount = {
      max: 5,
      timeWindow: 15 * 60 * 1000,
      keyGenerator: keyByIpAndEmail,
      hook: 'preHandler',
    } as const;

    const { signup, login, refresh, shareSession, logout, verifyEmail } = AUTH_ENDPOINTS;
    const { resendVerification, forgotPassword, resetPassword, me } = AUTH_ENDPOINTS;

    routeEndpoint(
      app,
      signup,
      { config: rateLimit(limits, { max: 10, timeWindow: 60 * 60 * 1000 }) },
      async (request) => ({
        user: await auth.signup(request.body, getRequestMeta(request)),
      }),
    );

    routeEndpoint(
      app,
      login,
      {
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

    const sessionsPerIp = () => ({ config: rateLimit(limits, { max: 60, timeWindow: 60 * 1000 }) });
    routeEndpoint(app, refresh, sessionsPerIp(), async (request) =>
      auth.refresh(request.body.refresh_token, getRequestMeta(request)),
    );
    routeEndpoint(app, shareSession, sessionsPerIp(), async (request) =>
      auth.shareSession(request.body.refresh_token, getRequestMeta(request)),
    );

    routeEndpoint(app, logout, {}, async (request, reply) => {
      await auth.logout(request.body.refresh_token);
      return reply.send();
    });

    routeEndpoint(app, verifyEmail, {}, async (request) => {
      const { email } = await auth.verifyEmail(request.body.token);
      return { message: 'E-mail confirmado! Sua conta está ativa.', email };
    });

    const linkLimits = () => ({ onRequest: linksPerIp, config: rateLimit(limits, linksPerAccount) });
    routeEndpoint(app, resendVerification, linkLimits(), async (request) => {
      await auth.resendVerification(request.body.email);
      return ACCEPTED;
    });
    routeEndpoint(app, forgotPassword, linkLimits(), async (request) => {
      await auth.forgotPassword(request.body.email, getRequestMeta(request));
      return ACCEPTED;
    });

    routeEndpoint(app, resetPassword, {}, async (request) => {
      await auth.resetPassword(request.body, getRequestMeta(request));
      return { message: 'Senha alterada! Entre com a nova senha.' };
    });

    routeEndpoint(app, me, { preHandler: requireUser }, async (request) => auth.getMe(getUser(request).id));
  };
}
