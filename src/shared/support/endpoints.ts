import { endpoints } from '../endpoint';
import {
  myTicketListResponseSchema,
  myTicketThreadResponseSchema,
  publicSupportBodySchema,
  publicSupportResponseSchema,
  supportReplyBodySchema,
  supportReportBodySchema,
  supportReportResponseSchema,
  supportTicketIdParamsSchema,
  supportTicketListQuerySchema,
  supportTicketListResponseSchema,
  supportTicketResponseSchema,
  supportTicketStatusBodySchema,
  supportTicketThreadResponseSchema,
} from './schemas';

/** Support tickets: a user's own (and a visitor's, by e-mail), and the team's side under /api/admin. */
export const SUPPORT_ENDPOINTS = endpoints({
  /** A visitor who cannot sign in (a blocked account, say) writes to the team with an e-mail address. */
  contactPublic: {
    method: 'POST',
    path: '/api/support/public',
    body: publicSupportBodySchema,
    status: 202,
    answer: publicSupportResponseSchema,
    errors: ['validation_failed'],
  },
  report: {
    method: 'POST',
    path: '/api/support/report',
    body: supportReportBodySchema,
    status: 201,
    answer: supportReportResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
  myTickets: { method: 'GET', path: '/api/support/tickets', answer: myTicketListResponseSchema, errors: [] },
  myTicket: {
    method: 'GET',
    path: '/api/support/tickets/:id',
    params: supportTicketIdParamsSchema,
    answer: myTicketThreadResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
  reply: {
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    params: supportTicketIdParamsSchema,
    body: supportReplyBodySchema,
    status: 201,
    answer: myTicketThreadResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
});

export const ADMIN_SUPPORT_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/support-tickets',
    query: supportTicketListQuerySchema,
    answer: supportTicketListResponseSchema,
    errors: ['validation_failed'],
  },
  thread: {
    method: 'GET',
    path: '/api/admin/support-tickets/:id',
    params: supportTicketIdParamsSchema,
    answer: supportTicketThreadResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
  reply: {
    method: 'POST',
    path: '/api/admin/support-tickets/:id/messages',
    params: supportTicketIdParamsSchema,
    body: supportReplyBodySchema,
    status: 201,
    answer: supportTicketThreadResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
  setStatus: {
    method: 'PUT',
    path: '/api/admin/support-tickets/:id/status',
    params: supportTicketIdParamsSchema,
    body: supportTicketStatusBodySchema,
    answer: supportTicketResponseSchema,
    errors: ['validation_failed', 'not_found'],
  },
});
