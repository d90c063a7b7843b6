import { ADMIN_SUPPORT_ENDPOINTS, SUPPORT_ENDPOINTS } from '../../shared/support/endpoints';
import { SUPPORT_MESSAGES } from '../../shared/support/messages';
import type { AppInstance } from '../app-types';
import { getUser, requireAdmin, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { extraRateLimit, keyByUser, rateLimit, readBodyEmail } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { SupportService } from './service';

/** A person may open 5 tickets per 10 minutes: enough for a real problem, not for flooding the team's inbox. */
const TICKETS_PER_WINDOW = 5;
const TICKET_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counted per signed-in user, not per IP (an office behind one IP must not share a quota), so the limiter runs
 * as a preHandler, after requireUser (onRequest) has set request.user. Authenticating in onRequest also means a
 * caller without a session hears 401 before any 400 about the body.
 */
function limitTicketsPerUser(enabled: boolean) {
  return rateLimit(enabled, {
    max: TICKETS_PER_WINDOW,
    timeWindow: TICKET_WINDOW_MS,
    hook: 'preHandler',
    keyGenerator: keyByUser('support'),
    message: 'Muitos chamados agora.',
  });
}

/** Replies in a conversation: 20 per 10 minutes per person, far above a real exchange. */
const REPLIES_PER_WINDOW = 20;

/**
 * The public form (no session) is counted per IP, 5 per hour, and per address, 5 per hour from anywhere; both
 * answer the same 429 whether the address has an account or not. The service adds a silent daily cap per account.
 */
const PUBLIC_PER_IP = { max: 5, timeWindow: 60 * 60 * 1000 } as const;

export function supportRoutes(support: SupportService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';
    const repliesPerUser = rateLimit(limits, {
      max: REPLIES_PER_WINDOW,
      timeWindow: TICKET_WINDOW_MS,
      hook: 'preHandler',
      keyGenerator: keyByUser('support-reply'),
      message: 'Muitas mensagens agora.',
    });
    const publicPerAddress = extraRateLimit(app, limits, {
      name: 'support-public-email',
      ...PUBLIC_PER_IP,
      keyGenerator: readBodyEmail,
      message: SUPPORT_MESSAGES.tooManyPublic,
    });

    const mine = SUPPORT_ENDPOINTS;
    const team = ADMIN_SUPPORT_ENDPOINTS;

    routeEndpoint(
      app,
      mine.contactPublic,
      {
        preHandler: publicPerAddress,
        config: rateLimit(limits, { ...PUBLIC_PER_IP, message: SUPPORT_MESSAGES.tooManyPublic }),
      },
      async (request) => {
        await support.createPublicTicket(
          request.body.email,
          request.body.description,
          getRequestMeta(request),
        );
        return { message: SUPPORT_MESSAGES.publicAccepted };
      },
    );

    routeEndpoint(app, mine.myTickets, { onRequest: requireUser }, async (request) =>
      support.listMyTickets(getUser(request)),
    );

    routeEndpoint(app, mine.myTicket, { onRequest: requireUser }, async (request) =>
      support.getMyTicket(getUser(request), request.params.id),
    );

    routeEndpoint(app, mine.reply, { onRequest: requireUser, config: repliesPerUser }, async (request) =>
      support.replyAsUser(getUser(request), request.params.id, request.body.body, getRequestMeta(request)),
    );

    routeEndpoint(app, team.thread, { onRequest: requireAdmin }, async (request) =>
      support.getTicketThread(request.params.id),
    );

    routeEndpoint(app, team.reply, { onRequest: requireAdmin }, async (request) => {
      await support.replyAsTeam(
        getUser(request),
        request.params.id,
        request.body.body,
        getRequestMeta(request),
      );
      return support.getTicketThread(request.params.id);
    });

    routeEndpoint(
      app,
      mine.report,
      { onRequest: requireUser, config: limitTicketsPerUser(app.ctx.config.RATE_LIMIT === 'on') },
      async (request) => support.createTicket(getUser(request), request.body, getRequestMeta(request)),
    );

    routeEndpoint(app, team.list, { onRequest: requireAdmin }, async (request) =>
      support.listTickets(request.query),
    );

    routeEndpoint(app, team.setStatus, { onRequest: requireAdmin }, async (request) => ({
      ticket: await support.updateTicketStatus(
        getUser(request),
        request.params.id,
        request.body.status,
        getRequestMeta(request),
      ),
    }));
  };
}
