import { count, desc, eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../shared/constants';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPayment,
  type AdminPaymentsPage,
  REFUND_MESSAGES,
  type RefundStatus,
} from '../../shared/payments/admin';
import { PIX_MESSAGES } from '../../shared/payments/messages';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { estornos, pagamentos, profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import type { PixProvider } from './pix/provider';
import { carryOutRefund, recordRefund } from './record-refund';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's payments: the list and refunds (docs/pix-bcb.md §Estornos). */
export function createAdminPaymentsService(
  ctx: Pick<AppContext, 'pool' | 'db' | 'logger' | 'email' | 'config'>,
  provider: PixProvider,
) {
  const { db, pool, logger } = ctx;

  async function findPayment(paymentId: string): Promise<AdminPayment> {
    const [row] = await listQuery().where(eq(pagamentos.id, paymentId));
    if (!row) throw new AppError('not_found', PIX_MESSAGES.notFound);
    return toAdminPayment(row);
  }

  function listQuery() {
    return db
      .select({
        payment: pagamentos,
        nome: profiles.nome,
        email: profiles.email,
        estorno: { status: estornos.status, motivo: estornos.motivo, createdAt: estornos.createdAt },
      })
      .from(pagamentos)
      .innerJoin(profiles, eq(profiles.id, pagamentos.idUsuario))
      .leftJoin(estornos, eq(estornos.idPagamento, pagamentos.id))
      .$dynamic();
  }

  return {
    async listPayments(query: { page: number }): Promise<AdminPaymentsPage> {
      const rows = await listQuery()
        .orderBy(desc(pagamentos.createdAt), desc(pagamentos.id))
        .limit(ADMIN_PAYMENTS_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE);
      const [total] = await db.select({ value: count() }).from(pagamentos);
      return {
        items: rows.map(toAdminPayment),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
      };
    },

    /**
     * Gives a paid purchase back, without holding any lock while the provider answers (docs/pix-bcb.md §Estornos):
     * 1. one short transaction holding the payment row takes the pack's credits back and records the refund
     *    'solicitado' (refused, with nothing changed, when the balance would go negative or the payment was
     *    refunded already: the unique keys make a second refund impossible);
     * 2. the provider is asked, no transaction open (its refund id is derived from the payment);
     * 3. a second transaction records its answer: accepted (the user's e-mail queued), or refused (the refund
     *    ends 'nao_realizado' and the credits come back). With no answer it stays 'solicitado' and the
     *    payments-poll job asks again, so a crash between 1 and 3 is resumed too.
     */
    async refundPayment(
      admin: AuthUser,
      paymentId: string,
      motivo: string,
      meta: RequestMeta,
    ): Promise<AdminPayment> {
      if (!UUID_PATTERN.test(paymentId)) throw new AppError('not_found', PIX_MESSAGES.notFound);
      const payment = await withTransaction(pool, async ({ db: tx, client }) => {
        const [row] = await tx.select().from(pagamentos).where(eq(pagamentos.id, paymentId)).for('update');
        if (!row) throw new AppError('not_found', PIX_MESSAGES.notFound);
        if (row.status !== 'pago') throw new AppError('conflict', REFUND_MESSAGES.notPaid);
        const [existing] = await tx
          .select({ status: estornos.status })
          .from(estornos)
          .where(eq(estornos.idPagamento, row.id));
        if (existing?.status === 'nao_realizado')
          throw new AppError('conflict', REFUND_MESSAGES.notCarriedOut);
        if (existing) throw new AppError('conflict', REFUND_MESSAGES.alreadyRefunded);
        if (row.provider !== provider.name || !row.pixId) {
          throw new AppError('conflict', REFUND_MESSAGES.otherProvider);
        }
        await recordRefund(
          { db: tx, client, receipts: ctx },
          { payment: row, motivo, idAutor: admin.id, status: 'solicitado', meta },
        ).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'insufficient_credits') {
            throw new AppError('conflict', REFUND_MESSAGES.creditsSpent);
          }
          throw error;
        });
        return row;
      });
      const attempt = await carryOutRefund({ pool, logger, receipts: ctx }, provider, payment, motivo);
      if (attempt.outcome === 'recusado') throw new AppError('conflict', REFUND_MESSAGES.providerRefused);
      if (attempt.outcome === 'sem_resposta') {
        throw new AppError('service_unavailable', REFUND_MESSAGES.providerUnavailable);
      }
      return findPayment(paymentId);
    },
  };
}

function toAdminPayment(row: {
  payment: typeof pagamentos.$inferSelect;
  nome: string;
  email: string;
  estorno: { status: string; motivo: string; createdAt: Date } | null;
}): AdminPayment {
  const { payment } = row;
  return {
    id: payment.id,
    usuario: { id: payment.idUsuario, nome: row.nome, email: row.email },
    plano: payment.plano,
    quantidade: payment.quantidade,
    valor: payment.valor,
    // pagamentos_status_check and estornos_status_check allow exactly these.
    status: payment.status as PaymentStatus,
    provider: payment.provider,
    createdAt: payment.createdAt.toISOString(),
    dataPagamento: payment.dataPagamento?.toISOString() ?? null,
    estorno: row.estorno
      ? {
          status: row.estorno.status as RefundStatus,
          motivo: row.estorno.motivo,
          createdAt: row.estorno.createdAt.toISOString(),
        }
      : null,
  };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
