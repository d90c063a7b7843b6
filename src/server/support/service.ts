import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../shared/constants';
import { buildTicketProtocol } from '../../shared/support/protocol';
import type { SupportReport, SupportTicket, SupportTicketListResponse } from '../../shared/support/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { supportTickets } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { notFound } from '../http/app-error';
import { writeLog } from '../logs/write-log';
import { buildTicketAckEmail, buildTicketNotificationEmail } from './emails';

interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

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

  return {
    /**
     * Stores the ticket and enqueues the acknowledgement (and the team's notice) in the same transaction: a
     * ticket never exists without its e-mail job, and a failed insert sends nothing.
     */
    async createTicket(
      user: AuthUser,
      report: SupportReport,
      meta: RequestMeta,
    ): Promise<{ ticketId: string }> {
      return withTransaction(pool, async ({ db: tx, client }) => {
        const [row] = await tx
          .insert(supportTickets)
          .values({
            idUsuario: user.id,
            name: user.nome,
            email: user.email,
            phone: report.phone,
            title: report.title,
            description: report.description,
            severity: 'medium',
            sourcePage: report.context?.source_page || null,
            ua: meta.userAgent,
            appVersion: report.context?.app_version || null,
            meta: { clientRef: report.clientRef ?? null, ip: meta.ip },
            status: 'new',
          })
          .returning({ id: supportTickets.id });
        if (!row) throw new Error('insert returned no row');
        const details = {
          protocol: buildTicketProtocol(row.id, report.clientRef),
          title: report.title,
          description: report.description,
          phone: report.phone,
          name: user.nome,
          email: user.email,
          sourcePage: report.context?.source_page || null,
        };
        await email.enqueue(
          { ...buildTicketAckEmail(details), afterSend: { kind: SUPPORT_ACK_HOOK, id: row.id } },
          { client },
        );
        if (config.SUPPORT_EMAIL) {
          await email.enqueue(
            buildTicketNotificationEmail({
              ...details,
              to: config.SUPPORT_EMAIL,
              adminUrl: `${config.APP_URL}/chamados`,
            }),
            { client },
          );
        }
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'abrir_chamado',
          detalhes: { ticketId: row.id, protocol: details.protocol, title: report.title },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { ticketId: row.id };
      });
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
      return withTransaction(pool, async ({ db: tx }) => {
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
        }
        return toTicket(row);
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
