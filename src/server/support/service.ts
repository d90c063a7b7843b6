import { and, count, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../shared/constants';
import { buildTicketProtocol } from '../../shared/support/protocol';
import type {
  SupportReport,
  SupportTicket,
  SupportTicketListResponse,
  SupportTicketThreadResponse,
} from '../../shared/support/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { profiles, supportTickets } from '../db/schema';
import { type Transaction, withTransaction } from '../db/transaction';
import { notFound } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { createSupportConversation, readMessages } from './conversation';
import { buildTicketAckEmail, buildTicketNotificationEmail } from './emails';

/** A person may send 3 public tickets a day per address: more are dropped in silence (the answer is the same). */
const PUBLIC_TICKETS_PER_ADDRESS_PER_DAY = 3;
/** What a ticket sent from the login screen's public form carries in `source_page`. */
export const PUBLIC_TICKET_SOURCE = 'login (conta bloqueada)';
const PUBLIC_TICKET_TITLE = 'Conta bloqueada: pedido de ajuda';

/** The e-mail job's after-send hook name: the ack marks its ticket once the message is actually out. */
export const SUPPORT_ACK_HOOK = 'support-ticket-ack';

type TicketRow = typeof supportTickets.$inferSelect;

function toTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    id_usuario: row.idUsuario,
    name: row.name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    description: row.description,
    category: row.category,
    severity: row.severity,
    source_page: row.sourcePage,
    ua: row.ua,
    app_version: row.appVersion,
    attachment_url: row.attachmentUrl,
    meta: (row.meta as Record<string, unknown> | null) ?? null,
    status: row.status as SupportTicketStatus,
    ack_sent_at: row.ackSentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createSupportService(ctx: AppContext) {
  const { db, pool, config, email } = ctx;
  const conversation = createSupportConversation(ctx);

  /** The ticket row, its e-mails and its log line, in the caller's transaction. */
  async function insertTicket(
    tx: Transaction,
    owner: { id: string; nome: string; email: string },
    report: {
      title: string;
      description: string;
      phone: string | null;
      sourcePage: string | null;
      appVersion: string | null;
      clientRef: string | null;
    },
    meta: RequestMeta,
  ): Promise<string> {
    const [row] = await tx.db
      .insert(supportTickets)
      .values({
        idUsuario: owner.id,
        name: owner.nome,
        email: owner.email,
        phone: report.phone,
        title: report.title,
        description: report.description,
        severity: 'medium',
        sourcePage: report.sourcePage,
        ua: meta.userAgent,
        appVersion: report.appVersion,
        meta: { clientRef: report.clientRef, ip: meta.ip },
        status: 'new',
      })
      .returning({ id: supportTickets.id });
    if (!row) throw new Error('insert returned no row');
    const details = {
      protocol: buildTicketProtocol(row.id, report.clientRef),
      title: report.title,
      description: report.description,
      phone: report.phone,
      name: owner.nome,
      email: owner.email,
      sourcePage: report.sourcePage,
    };
    await email.enqueue(
      {
        ...buildTicketAckEmail(details),
        afterSend: { kind: SUPPORT_ACK_HOOK, id: row.id },
        once: { kind: 'chamado-recebido', id: row.id },
      },
      { client: tx.client },
    );
    if (config.SUPPORT_EMAIL) {
      await email.enqueue(
        {
          ...buildTicketNotificationEmail({
            ...details,
            to: config.SUPPORT_EMAIL,
            adminUrl: `${config.APP_URL}/chamados`,
          }),
          once: { kind: 'chamado-aviso-equipe', id: row.id },
        },
        { client: tx.client },
      );
    }
    await writeLog(tx.db, {
      idUsuario: owner.id,
      acao: 'abrir_chamado',
      detalhes: { ticketId: row.id, protocol: details.protocol, title: report.title },
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return row.id;
  }

  return {
    ...conversation,

    /**
     * Stores the ticket and enqueues the acknowledgement (and the team's notice) in the same transaction: a
     * ticket never exists without its e-mail job, and a failed insert sends nothing.
     */
    async createTicket(
      user: AuthUser,
      report: SupportReport,
      meta: RequestMeta,
    ): Promise<{ ticketId: string }> {
      const ticketId = await withTransaction(pool, (tx) =>
        insertTicket(
          tx,
          user,
          {
            title: report.title,
            description: report.description,
            phone: report.phone,
            sourcePage: report.context?.source_page || null,
            appVersion: report.context?.app_version || null,
            clientRef: report.clientRef ?? null,
          },
          meta,
        ),
      );
      return { ticketId };
    },

    /**
     * The login screen's form for a person who cannot sign in (docs/product-rules.md §8, "Chamados"). A ticket
     * is opened only for an existing, not deleted account, and acknowledged to that account's address; an
     * unknown address, or a fourth ticket in a day for the same one, is dropped in silence. The route answers
     * the same sentence either way, so the form never tells whether an address has an account.
     */
    async createPublicTicket(address: string, description: string, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async (tx) => {
        const [owner] = await tx.db
          .select({ id: profiles.id, nome: profiles.nome, email: profiles.email, status: profiles.status })
          .from(profiles)
          .where(sql`lower(${profiles.email}) = ${address}`)
          .for('update');
        if (!owner || owner.status === 'excluida') return;
        const [recent] = await tx.db
          .select({ total: count() })
          .from(supportTickets)
          .where(
            and(
              eq(supportTickets.idUsuario, owner.id),
              eq(supportTickets.sourcePage, PUBLIC_TICKET_SOURCE),
              gt(supportTickets.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if ((recent?.total ?? 0) >= PUBLIC_TICKETS_PER_ADDRESS_PER_DAY) return;
        await insertTicket(
          tx,
          owner,
          {
            title: PUBLIC_TICKET_TITLE,
            description,
            phone: null,
            sourcePage: PUBLIC_TICKET_SOURCE,
            appVersion: null,
            clientRef: null,
          },
          meta,
        );
      });
    },

    /** A ticket and its whole conversation, for the admin's details dialog. */
    async getTicketThread(ticketId: string): Promise<SupportTicketThreadResponse> {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
      if (!row) throw notFound('Chamado não encontrado.');
      return { ticket: toTicket(row), messages: await readMessages(db, ticketId, 'admins') };
    },

    /**
     * Runs after the ack e-mail went out. Only a ticket still `new` becomes `ack_sent`: an admin who already
     * moved it on (in_progress, resolved...) is never overruled by a late or retried job.
     */
    async markAckSent(ticketId: string): Promise<void> {
      const now = new Date();
      await db
        .update(supportTickets)
        .set({ ackSentAt: now, updatedAt: now })
        .where(and(eq(supportTickets.id, ticketId), isNull(supportTickets.ackSentAt)));
      await db
        .update(supportTickets)
        .set({ status: 'ack_sent', updatedAt: now })
        .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.status, 'new')));
    },

    async listTickets(filters: {
      status?: SupportTicketStatus;
      q?: string;
      page: number;
      pageSize: number;
    }): Promise<SupportTicketListResponse> {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(supportTickets.status, filters.status));
      if (filters.q) {
        const pattern = `%${escapeLike(filters.q)}%`;
        const matches = or(
          ilike(supportTickets.title, pattern),
          ilike(supportTickets.description, pattern),
          ilike(supportTickets.name, pattern),
          ilike(supportTickets.email, pattern),
          ilike(supportTickets.phone, pattern),
          sql`${supportTickets.id}::text ilike ${pattern}`,
        );
        if (matches) conditions.push(matches);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totalRow], perStatus] = await Promise.all([
        db
          .select()
          .from(supportTickets)
          .where(where)
          .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
          .limit(filters.pageSize)
          .offset((filters.page - 1) * filters.pageSize),
        db.select({ total: count() }).from(supportTickets).where(where),
        db
          .select({ status: supportTickets.status, total: count() })
          .from(supportTickets)
          .groupBy(supportTickets.status),
      ]);
      const counts = Object.fromEntries(SUPPORT_TICKET_STATUSES.map((status) => [status, 0])) as Record<
        SupportTicketStatus,
        number
      >;
      for (const entry of perStatus) {
        if (entry.status in counts) counts[entry.status as SupportTicketStatus] = entry.total;
      }
      return { items: rows.map(toTicket), total: totalRow?.total ?? 0, counts };
    },

    /** Any status may follow any other (the spec leaves transitions open); every real change is logged. */
    async updateTicketStatus(
      admin: AuthUser,
      ticketId: string,
      status: SupportTicketStatus,
      meta: RequestMeta,
    ): Promise<SupportTicket> {
      return withTransaction(pool, async (transaction) => {
        const tx = transaction.db;
        const [current] = await tx
          .select({ status: supportTickets.status })
          .from(supportTickets)
          .where(eq(supportTickets.id, ticketId))
          .for('update');
        if (!current) throw notFound('Chamado não encontrado.');
        const [row] = await tx
          .update(supportTickets)
          .set({ status, updatedAt: new Date() })
          .where(eq(supportTickets.id, ticketId))
          .returning();
        if (!row) throw notFound('Chamado não encontrado.');
        if (current.status !== status) {
          await writeLog(tx, {
            idUsuario: admin.id,
            acao: 'chamado_status',
            detalhes: {
              ticketId,
              protocol: buildTicketProtocol(ticketId),
              de: current.status,
              para: status,
            },
            ip: meta.ip,
            userAgent: meta.userAgent,
          });
          await conversation.announceStatus(transaction, row, status);
        }
        return toTicket(row);
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
