import { z } from 'zod';
import { emailSchema } from '../auth/schemas';
import { APP_VERSION_DEFAULT, LIMITS, SUPPORT_TICKET_STATUSES } from '../constants';
import { textSchema } from '../text';
import { SUPPORT_MESSAGES } from './messages';

/** Both trimmed before the length checks (docs/product-rules.md §5), so spaces never count towards the minimum. */
export const supportTitleSchema = textSchema({ error: SUPPORT_MESSAGES.titleRequired })
  .trim()
  .min(1, SUPPORT_MESSAGES.titleRequired)
  .max(LIMITS.supportTitleMax, SUPPORT_MESSAGES.titleTooLong);

export const supportDescriptionSchema = textSchema({ error: SUPPORT_MESSAGES.descriptionTooShort })
  .trim()
  .min(LIMITS.supportDescriptionMin, SUPPORT_MESSAGES.descriptionTooShort)
  .max(LIMITS.supportDescriptionMax, SUPPORT_MESSAGES.descriptionTooLong);

/** The client sends digits only; a formatted number is accepted too, and never cut (12 digits stay invalid). */
export const supportPhoneSchema = z
  .string({ error: SUPPORT_MESSAGES.phoneHint })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().length(LIMITS.supportPhoneDigits, SUPPORT_MESSAGES.phoneHint));

/** What the modal checks before enabling submit: the same rules the API applies. */
export const supportTicketFormSchema = z.object({
  title: supportTitleSchema,
  description: supportDescriptionSchema,
  phone: supportPhoneSchema,
});
export type SupportTicketForm = z.input<typeof supportTicketFormSchema>;

export const supportContextSchema = z.object({
  source_page: textSchema().trim().max(500).optional(),
  app_version: textSchema().trim().max(50).optional(),
});

/** POST /api/support/report (docs/product-rules.md §7). */
export const supportReportBodySchema = supportTicketFormSchema.extend({
  context: supportContextSchema.optional(),
  /** A random code the client made up, so a ticket can be named before the server answers. */
  clientRef: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,32}$/, 'Referência inválida.')
    .optional(),
});
export type SupportReportBody = z.input<typeof supportReportBodySchema>;
export type SupportReport = z.output<typeof supportReportBodySchema>;

export const supportReportResponseSchema = z.object({ ticketId: z.uuid() });
export type SupportReportResponse = z.infer<typeof supportReportResponseSchema>;

export const SUPPORT_APP_VERSION = APP_VERSION_DEFAULT;

export const supportTicketStatusSchema = z.enum(SUPPORT_TICKET_STATUSES, { error: 'Status inválido.' });

/** A ticket as the admin screen sees it: the support_tickets columns of docs/product-rules.md §3, in snake_case. */
export const supportTicketSchema = z.object({
  id: z.uuid(),
  id_usuario: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  severity: z.string(),
  source_page: z.string().nullable(),
  ua: z.string().nullable(),
  app_version: z.string().nullable(),
  attachment_url: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  status: supportTicketStatusSchema,
  ack_sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const SUPPORT_TICKETS_PAGE_SIZE = 20;

/** GET /api/admin/support-tickets: optional status filter, free search, page. Empty values mean "any". */
export const supportTicketListQuerySchema = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), supportTicketStatusSchema.optional()),
  q: textSchema().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SUPPORT_TICKETS_PAGE_SIZE),
});
export type SupportTicketListQuery = z.input<typeof supportTicketListQuerySchema>;

export const supportTicketListResponseSchema = z.object({
  items: z.array(supportTicketSchema),
  total: z.number().int(),
  /** Tickets per status over the whole table (ignoring filters), for the filter's counters. */
  counts: z.record(supportTicketStatusSchema, z.number().int()),
});
export type SupportTicketListResponse = z.infer<typeof supportTicketListResponseSchema>;

export const supportTicketStatusBodySchema = z.object({ status: supportTicketStatusSchema });
export const supportTicketIdParamsSchema = z.object({ id: z.uuid('Chamado não encontrado.') });
export const supportTicketResponseSchema = z.object({ ticket: supportTicketSchema });

/** A reply in a ticket's conversation, from the user or the team: the same length rule as a ticket's text. */
export const supportReplyBodySchema = z.object({
  body: textSchema({ error: SUPPORT_MESSAGES.replyRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.replyRequired)
    .max(LIMITS.supportDescriptionMax, SUPPORT_MESSAGES.replyTooLong),
});
export type SupportReplyBody = z.input<typeof supportReplyBodySchema>;

export const SUPPORT_MESSAGE_AUTHORS = ['user', 'team', 'system'] as const;
export type SupportMessageAuthor = (typeof SUPPORT_MESSAGE_AUTHORS)[number];

/**
 * One entry of the conversation after the opening text: a reply (`user` or `team`) or a status change
 * (`system`, with the new `status`). The user's screen never learns which admin wrote: `author_name` is the
 * team's name there, and the admin's own name on /chamados.
 */
export const supportMessageSchema = z.object({
  id: z.uuid(),
  author: z.enum(SUPPORT_MESSAGE_AUTHORS),
  author_name: z.string().nullable(),
  body: z.string(),
  status: supportTicketStatusSchema.nullable(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A ticket as its owner sees it on "Meus chamados" (GET /api/support/tickets). */
export const myTicketSchema = z.object({
  id: z.uuid(),
  protocol: z.string(),
  title: z.string(),
  description: z.string(),
  status: supportTicketStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** Replies in the conversation (status changes not counted). */
  replies: z.number().int(),
  /** Whether the latest reply is the team's: the list marks the ticket as answered. */
  answered: z.boolean(),
});
export type MyTicket = z.infer<typeof myTicketSchema>;

export const myTicketListResponseSchema = z.object({ items: z.array(myTicketSchema) });
export type MyTicketListResponse = z.infer<typeof myTicketListResponseSchema>;

/** GET /api/support/tickets/:id, and the answer of the user's reply. */
export const myTicketThreadResponseSchema = z.object({
  ticket: myTicketSchema,
  messages: z.array(supportMessageSchema),
});
export type MyTicketThreadResponse = z.infer<typeof myTicketThreadResponseSchema>;

/** GET /api/admin/support-tickets/:id, and the answer of the team's reply. */
export const supportTicketThreadResponseSchema = z.object({
  ticket: supportTicketSchema,
  messages: z.array(supportMessageSchema),
});
export type SupportTicketThreadResponse = z.infer<typeof supportTicketThreadResponseSchema>;

/**
 * POST /api/support/public: the form of a person who cannot sign in (a blocked account), from the login screen.
 * It always answers 202 with the same sentence, so it never tells whether the address has an account.
 */
export const publicSupportBodySchema = z.object({
  email: emailSchema,
  description: supportDescriptionSchema,
});
export type PublicSupportBody = z.input<typeof publicSupportBodySchema>;
export const publicSupportResponseSchema = z.object({ message: z.string() });
