import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SupportTicketStatus } from '../../shared/constants';
import {
  SUPPORT_MESSAGES,
  SUPPORT_STATUS_ANNOUNCEMENTS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TEAM_NAME,
} from '../../shared/support/messages';
import { getStoredTicketProtocol } from '../../shared/support/protocol';
import type {
  MyTicket,
  MyTicketThreadResponse,
  SupportMessage,
  SupportMessageAuthor,
} from '../../shared/support/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import type { DbExecutor } from '../db/client';
import { profiles, supportTicketMessages, supportTickets } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { withTransaction } from '../db/transaction';
import { AppError, notFound } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { publishUserEvent } from '../user-events/publish-user-event';
import {
  buildTicketReplyEmail,
  buildTicketStatusEmail,
  buildTicketUserReplyNotificationEmail,
} from './emails';

type TicketRow = typeof supportTickets.$inferSelect;
type Db = DbExecutor;

/** Where the owner reads a ticket: the address of "Meus chamados" for it (e-mails link there). */
export const myTicketPath = (ticketId: string) => `/meus-chamados/${ticketId}`;

export const protocolOf = (row: Pick<TicketRow, 'id' | 'meta'>) =>
  getStoredTicketProtocol(row.id, (row.meta as { clientRef?: unknown } | null)?.clientRef);

/**
 * The conversation of a ticket, oldest first. `teamNames`: the admins' own names (for /chamados) or, for the
 * owner's screen, the team's name only (the user never learns which admin answered).
 */
export async function readMessages(
  db: Db,
  ticketId: string,
  teamNames: 'admins' | 'team',
): Promise<SupportMessage[]> {
  const rows = await db
    .select({
      id: supportTicketMessages.id,
      author: supportTicketMessages.author,
      authorName: profiles.nome,
      body: supportTicketMessages.body,
      status: supportTicketMessages.status,
      createdAt: supportTicketMessages.createdAt,
    })
    .from(supportTicketMessages)
    .leftJoin(profiles, eq(profiles.id, supportTicketMessages.authorId))
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  return rows.map((row) => {
    const author = row.author as SupportMessageAuthor;
    const name =
      author === 'team'
        ? teamNames === 'team'
          ? SUPPORT_TEAM_NAME
          : (row.authorName ?? SUPPORT_TEAM_NAME)
        : null;
    return {
      id: row.id,
      author,
      author_name: author === 'user' ? (row.authorName ?? null) : name,
      body: row.body,
      status: (row.status as SupportTicketStatus | null) ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/**
 * Replies counted per ticket, and who wrote the latest one: a subquery per list row, on the ticket index. The
 * outer table is named in full (Drizzle writes a column of the selected table unqualified, which `m` would shadow).
 */
const repliesCount = sql<number>`(select count(*)::int from ${supportTicketMessages} m
  where m.ticket_id = support_tickets.id and m.author <> 'system')`;
const lastReplyAuthor = sql<string | null>`(select m.author from ${supportTicketMessages} m
  where m.ticket_id = support_tickets.id and m.author <> 'system' order by m.created_at desc, m.id desc limit 1)`;

function toMyTicket(row: TicketRow & { replies: number; lastAuthor: string | null }): MyTicket {
  return {
    id: row.id,
    protocol: protocolOf(row),
    title: row.title,
    description: row.description,
    status: row.status as SupportTicketStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    replies: row.replies,
    answered: row.lastAuthor === 'team',
  };
}

async function readMyTickets(db: Db, userId: string, ticketId?: string): Promise<MyTicket[]> {
  const rows = await db
    .select({ ticket: supportTickets, replies: repliesCount, lastAuthor: lastReplyAuthor })
    .from(supportTickets)
    .where(
      ticketId
        ? and(eq(supportTickets.idUsuario, userId), eq(supportTickets.id, ticketId))
        : eq(supportTickets.idUsuario, userId),
    )
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(100);
  return rows.map((row) => toMyTicket({ ...row.ticket, replies: row.replies, lastAuthor: row.lastAuthor }));
}

/** The owner's address now (they may have changed it since opening the ticket); none once the account is gone. */
async function readOwner(db: Db, userId: string): Promise<{ nome: string; email: string } | null> {
  const [owner] = await db
    .select({ nome: profiles.nome, email: profiles.email, status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return owner && owner.status !== 'excluida' ? owner : null;
}

async function lockTicket(db: Db, ticketId: string, ownerId?: string): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(
      ownerId
        ? and(eq(supportTickets.id, ticketId), eq(supportTickets.idUsuario, ownerId))
        : eq(supportTickets.id, ticketId),
    )
    .for('update');
  if (!row) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
  return row;
}

export function createSupportConversation(ctx: AppContext) {
  const { db, pool, config, email } = ctx;
  const ticketUrl = (ticketId: string) => `${config.APP_URL}${myTicketPath(ticketId)}`;

  /**
   * Leaves a status change in the conversation, tells the owner's open screens and, for the statuses a user
   * cares about (in progress, resolved, closed), e-mails them. Runs inside the change's transaction.
   */
  async function announceStatus(
    tx: Transaction,
    ticket: TicketRow,
    status: SupportTicketStatus,
  ): Promise<void> {
    const announcement = SUPPORT_STATUS_ANNOUNCEMENTS[status];
    if (!announcement) return;
    const [message] = await tx.db
      .insert(supportTicketMessages)
      .values({ ticketId: ticket.id, author: 'system', body: announcement, status })
      .returning({ id: supportTicketMessages.id });
    if (!message) throw new Error('insert returned no message');
    await publishUserEvent(tx.client, ticket.idUsuario, { type: 'support', id: ticket.id });
    const owner = await readOwner(tx.db, ticket.idUsuario);
    if (!owner) return;
    await email.enqueue(
      {
        ...buildTicketStatusEmail({
          to: owner.email,
          name: owner.nome,
          protocol: protocolOf(ticket),
          title: ticket.title,
          statusLabel: SUPPORT_STATUS_LABELS[status],
          announcement,
          url: ticketUrl(ticket.id),
        }),
        once: { kind: 'chamado-status', id: message.id },
      },
      { client: tx.client },
    );
  }

  async function addMessage(
    tx: Transaction,
    ticket: TicketRow,
    author: 'user' | 'team',
    authorId: string,
    body: string,
    status: SupportTicketStatus,
  ): Promise<string> {
    const now = new Date();
    const [message] = await tx.db
      .insert(supportTicketMessages)
      .values({ ticketId: ticket.id, author, authorId, body, createdAt: now })
      .returning({ id: supportTicketMessages.id });
    if (!message) throw new Error('insert returned no message');
    await tx.db
      .update(supportTickets)
      .set({ status, updatedAt: now })
      .where(eq(supportTickets.id, ticket.id));
    await publishUserEvent(tx.client, ticket.idUsuario, { type: 'support', id: ticket.id });
    return message.id;
  }

  /** One of the user's tickets and its conversation; anybody else's ticket is 404, like a missing one. */
  async function getMyTicket(user: AuthUser, ticketId: string): Promise<MyTicketThreadResponse> {
    const [ticket] = await readMyTickets(db, user.id, ticketId);
    if (!ticket) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
    return { ticket, messages: await readMessages(db, ticketId, 'team') };
  }

  return {
    announceStatus,

    /** "Meus chamados": the user's tickets, the latest activity first (at most 100: nobody has more). */
    async listMyTickets(user: AuthUser): Promise<{ items: MyTicket[] }> {
      return { items: await readMyTickets(db, user.id) };
    },

    getMyTicket,

    /**
     * The owner writes in their ticket. A resolved ticket opens again (in progress: the team has something to
     * read); a closed one refuses, 409, and the screen offers a new ticket. The team gets a copy by e-mail.
     */
    async replyAsUser(
      user: AuthUser,
      ticketId: string,
      body: string,
      meta: RequestMeta,
    ): Promise<MyTicketThreadResponse> {
      await withTransaction(pool, async (tx) => {
        const ticket = await lockTicket(tx.db, ticketId, user.id);
        if (ticket.status === 'closed') throw new AppError('conflict', SUPPORT_MESSAGES.ticketClosed);
        const reopened = ticket.status === 'resolved';
        const messageId = await addMessage(
          tx,
          ticket,
          'user',
          user.id,
          body,
          reopened ? 'in_progress' : (ticket.status as SupportTicketStatus),
        );
        if (config.SUPPORT_EMAIL) {
          await email.enqueue(
            {
              ...buildTicketUserReplyNotificationEmail({
                to: config.SUPPORT_EMAIL,
                protocol: protocolOf(ticket),
                title: ticket.title,
                name: user.nome,
                email: user.email,
                reply: body,
                adminUrl: `${config.APP_URL}/chamados`,
              }),
              once: { kind: 'chamado-resposta-usuario', id: messageId },
            },
            { client: tx.client },
          );
        }
        await writeLog(tx.db, {
          idUsuario: user.id,
          acao: 'responder_chamado',
          detalhes: { ticketId, protocol: protocolOf(ticket), reaberto: reopened },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
      return getMyTicket(user, ticketId);
    },

    /**
     * The team answers: stored, the owner e-mailed with the text (a blocked owner reads it there) and told live.
     * A ticket nobody had picked up yet (new, confirmation sent) moves to in progress.
     */
    async replyAsTeam(admin: AuthUser, ticketId: string, body: string, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async (tx) => {
        const ticket = await lockTicket(tx.db, ticketId);
        const current = ticket.status as SupportTicketStatus;
        const next = current === 'new' || current === 'ack_sent' ? 'in_progress' : current;
        const messageId = await addMessage(tx, ticket, 'team', admin.id, body, next);
        const owner = await readOwner(tx.db, ticket.idUsuario);
        if (owner) {
          await email.enqueue(
            {
              ...buildTicketReplyEmail({
                to: owner.email,
                name: owner.nome,
                protocol: protocolOf(ticket),
                title: ticket.title,
                reply: body,
                url: ticketUrl(ticket.id),
              }),
              once: { kind: 'chamado-resposta-equipe', id: messageId },
            },
            { client: tx.client },
          );
        }
        await writeLog(tx.db, {
          idUsuario: admin.id,
          acao: 'responder_chamado',
          detalhes: { ticketId, protocol: protocolOf(ticket), de: current, para: next },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },
  };
}

export type SupportConversation = ReturnType<typeof createSupportConversation>;
