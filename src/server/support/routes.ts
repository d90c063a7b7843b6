import {
  supportReportBodySchema,
  supportReportResponseSchema,
  supportTicketIdParamsSchema,
  supportTicketListQuerySchema,
  supportTicketListResponseSchema,
  supportTicketResponseSchema,
  supportTicketStatusBodySchema,
} from '../../shared/support/schemas';
import type { AppInstance } from '../app-types';
import { getUser, requireAdmin, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
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

export async function supportRoutes(
  app: AppInstance,
  { support }: { support: SupportService },
): Promise<void> {
  app.post(
    '/api/support/report',
    {
      schema: { body: supportReportBodySchema, response: { 201: supportReportResponseSchema } },
      onRequest: requireUser,
      config: limitTicketsPerUser(app.ctx.config.RATE_LIMIT === 'on'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await support.createTicket(getUser(request), request.body, getRequestMeta(request))),
  );

  app.get(
    '/api/admin/support-tickets',
    {
      schema: {
        querystring: supportTicketListQuerySchema,
        response: { 200: supportTicketListResponseSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) => support.listTickets(request.query),
  );

  app.put(
    '/api/admin/support-tickets/:id/status',
    {
      schema: {
        params: supportTicketIdParamsSchema,
        body: supportTicketStatusBodySchema,
        response: { 200: supportTicketResponseSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({
      ticket: await support.updateTicketStatus(
        getUser(request),
        request.params.id,
        request.body.status,
        getRequestMeta(request),
      ),
    }),
  );
}
