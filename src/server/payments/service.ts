import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { findCreditPack } from '../../shared/constants';
import { PIX_MESSAGES } from '../../shared/payments/messages';
import type { CreatePixPaymentBody, PixPayment, PixPaymentStatus } from '../../shared/payments/schemas';
import type { AppContext } from '../app-types';
import { deriveIdempotentId } from '../db/idempotency-claim';
import { estornos, pagamentos } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { publishWorkspaceEvent } from '../user-events/publish-user-event';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { toPixPayment, toPixPaymentStatus } from './dto';
import { PixProviderError } from './pix/errors';
import {
  computePixExpiresAt,
  type PixCharge,
  type PixChargeState,
  type PixNotificationInput,
  type PixProvider,
} from './pix/provider';
import { carryOutRefund } from './record-refund';
import { type PaymentRow, type SettleOutcome, type SettleSource, settlePixPayment } from './settle-payment';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An open charge of the same pack is handed out again while it has at least this long left to be paid. */
const REUSE_MIN_REMAINING_MS = 10 * 60_000;
/** Attempts at the provider when it times out or answers 5xx/429; the same idempotency key every time. */
const CREATE_ATTEMPTS = 3;
/** While a modal polls a real provider's charge, the provider itself is asked at most this often. */
const RECONCILE_INTERVAL_MS = 15_000;
/** Overdue charges handled per sweep run; the next run (a minute later) takes the rest. */
const SWEEP_BATCH = 100;
/**
 * A refund still 'solicitado' this long after it was recorded lost its answer (the admin's own request asks the
 * provider at once and waits at most its timeout): the payments-poll job asks again.
 */
const REFUND_RESUME_AFTER_MS = 30_000;
/** Ids the provider said it does not know, remembered so a replayed notification is neither fetched nor logged. */
const UNKNOWN_IDS_REMEMBERED = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPaymentsService(
  ctx: Pick<AppContext, 'pool' | 'db' | 'logger' | 'email' | 'config' | 'webhooks'>,
  provider: PixProvider,
) {
  const { db, pool, logger } = ctx;
  const canSimulate = provider.name === 'sandbox';
  const settle = (input: Parameters<typeof settlePixPayment>[1]) =>
    settlePixPayment({ pool, db, logger, receipts: ctx }, input);
  /** When each charge was last checked at the provider by a status poll on this node (a cache, not state). */
  const lastReconciledAt = new Map<string, number>();
  const unknownAtProvider = new Set<string>();

  /**
   * The charge's state, or null when the provider does not know the id: a signed notification for an id that
   * does not exist is acknowledged (logged once), since answering 503 would have it delivered again forever.
   */
  async function fetchNotifiedState(providerChargeId: string): Promise<PixChargeState | null> {
    if (unknownAtProvider.has(providerChargeId)) return null;
    try {
      return await provider.fetchStatus(providerChargeId);
    } catch (error) {
      if (!(error instanceof PixProviderError) || error.httpStatus !== 404) throw error;
      if (unknownAtProvider.size >= UNKNOWN_IDS_REMEMBERED) unknownAtProvider.clear();
      unknownAtProvider.add(providerChargeId);
      logger.warn({ providerChargeId }, 'PIX notification for an id the provider does not know');
      return null;
    }
  }

  async function findOwnPayment(user: WorkspaceActor, paymentId: string): Promise<PaymentRow> {
    // Malformed, missing and another workspace's all answer the same 404.
    if (!UUID_PATTERN.test(paymentId)) throw new AppError('not_found', PIX_MESSAGES.notFound);
    const [row] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.id, paymentId), eq(pagamentos.idWorkspace, user.workspaceId)));
    if (!row) throw new AppError('not_found', PIX_MESSAGES.notFound);
    return row;
  }

  async function createChargeWithRetries(
    input: Parameters<PixProvider['createCharge']>[0],
  ): Promise<PixCharge> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await provider.createCharge(input);
      } catch (error) {
        const isRetryable = error instanceof PixProviderError && error.isRetryable;
        if (!isRetryable || attempt >= CREATE_ATTEMPTS) throw error;
        logger.warn({ err: error, attempt, paymentId: input.paymentId }, 'PIX charge failed; retrying');
        await wait(250 * 2 ** (attempt - 1));
      }
    }
  }

  /** Takes the provider's word about a row, for a status poll or the sweep. Errors are the caller's. */
  async function reconcile(row: PaymentRow, source: SettleSource): Promise<SettleOutcome | null> {
    if (!row.pixId || row.provider !== provider.name) return null;
    const state = await provider.fetchStatus(row.pixId);
    const result = await settle({ paymentId: row.id, state, source });
    return result?.outcome ?? null;
  }

  function isReconcileDue(paymentId: string): boolean {
    const now = Date.now();
    if (now - (lastReconciledAt.get(paymentId) ?? 0) < RECONCILE_INTERVAL_MS) return false;
    if (lastReconciledAt.size > 5000) {
      for (const [id, at] of lastReconciledAt)
        if (now - at > RECONCILE_INTERVAL_MS) lastReconciledAt.delete(id);
    }
    lastReconciledAt.set(paymentId, now);
    return true;
  }

  async function settleNotified(
    providerChargeId: string,
    meta: RequestMeta,
  ): Promise<SettleOutcome | 'desconhecido'> {
    const state = await fetchNotifiedState(providerChargeId);
    if (!state) return 'desconhecido';
    const [row] = await db
      .select({ id: pagamentos.id })
      .from(pagamentos)
      .where(and(eq(pagamentos.provider, provider.name), eq(pagamentos.pixId, providerChargeId)));
    if (!row) {
      // Not ours (another integration on the same account) or not committed yet: the status poll and the
      // sweep will reconcile our own charges anyway, so the provider can stop retrying.
      logger.warn({ providerChargeId }, 'PIX notification for an unknown charge');
      await writeLog(db, {
        acao: 'pagamento',
        detalhes: {
          cobranca: providerChargeId,
          origem: 'webhook',
          status_provedor: state.status,
          resultado: 'desconhecido',
        },
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return 'desconhecido';
    }
    const result = await settle({ paymentId: row.id, state, source: 'webhook', meta });
    return result?.outcome ?? 'desconhecido';
  }

  return {
    canSimulate,
    /** Which provider takes the charges: its notifications arrive at /api/webhooks/<name>. */
    providerName: provider.name,

    /**
     * Opens a PIX charge for a pack. The provider is called first, with our new payment id as the idempotency
     * key (a retried call gets the same charge back); the row, the `criar_pix` log and the history update are
     * then written in one transaction. If that commit fails, the payer never saw the code, so the charge can
     * only expire unpaid. An open charge of the same pack with enough time left is handed out again instead of
     * opening a second one the user could pay twice.
     */
    async createPixPayment(
      user: WorkspaceActor,
      body: CreatePixPaymentBody,
      meta: RequestMeta,
    ): Promise<PixPayment> {
      if (user.tipo === 'admin') throw new AppError('forbidden', PIX_MESSAGES.adminCannotBuy);
      const pack = findCreditPack(body.packageId);
      if (!pack) throw new AppError('bad_request', PIX_MESSAGES.invalidPack);

      const [open] = await db
        .select()
        .from(pagamentos)
        .where(
          and(
            eq(pagamentos.idWorkspace, user.workspaceId),
            eq(pagamentos.plano, pack.id),
            eq(pagamentos.provider, provider.name),
            eq(pagamentos.status, 'pendente'),
            eq(pagamentos.valor, pack.priceCents),
            gt(pagamentos.vencimento, sql`now() + make_interval(secs => ${REUSE_MIN_REMAINING_MS / 1000})`),
          ),
        )
        .orderBy(desc(pagamentos.createdAt))
        .limit(1);
      if (open?.pixCopiaECola && open.pixQrCodeImage) return toPixPayment(open, { canSimulate });

      // The same request repeated under one Idempotency-Key gets the same id, so the provider opens one charge.
      const paymentId = deriveIdempotentId('pix-payment') ?? randomUUID();
      const charge = await createChargeWithRetries({
        paymentId,
        amountCents: pack.priceCents,
        description: `Carrossel - ${pack.credits} créditos (${pack.label})`,
        payerEmail: user.email,
        expiresAt: computePixExpiresAt(),
        idempotencyKey: paymentId,
      });
      const row = await withTransaction(pool, async ({ db: tx, client }) => {
        const [created] = await tx
          .insert(pagamentos)
          .values({
            id: paymentId,
            idUsuario: user.id,
            // The credits land in the workspace it was bought for, whoever's request settles it.
            idWorkspace: user.workspaceId,
            plano: pack.id,
            provider: provider.name,
            pixId: charge.providerChargeId,
            pixQrCode: charge.brCode,
            pixQrCodeImage: charge.qrCodeDataUrl,
            pixCopiaECola: charge.brCode,
            status: 'pendente',
            quantidade: pack.credits,
            valor: pack.priceCents,
            vencimento: charge.expiresAt,
          })
          .returning();
        if (!created) throw new Error('insert returned no payment');
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'criar_pix',
          detalhes: {
            pagamento: paymentId,
            plano: pack.id,
            quantidade: pack.credits,
            valor: pack.priceCents,
            provedor: provider.name,
          },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        // The pending purchase appears in the history of every open screen.
        await publishWorkspaceEvent(client, user.workspaceId, { type: 'credits', id: paymentId });
        return created;
      });
      return toPixPayment(row, { canSimulate });
    },

    /**
     * A pending charge of the caller's, QR code and copia e cola included, reopened from the credit history
     * while it can still be paid; a paid or expired one answers 410, someone else's 404.
     */
    async getOpenPixPayment(user: WorkspaceActor, paymentId: string): Promise<PixPayment> {
      const row = await findOwnPayment(user, paymentId);
      if (row.status !== 'pendente' || row.vencimento.getTime() <= Date.now()) {
        throw new AppError('gone', PIX_MESSAGES.noLongerOpen);
      }
      return toPixPayment(row, { canSimulate });
    },

    /**
     * The caller's own payment only. While a real provider's charge is pending, the provider is asked too (at
     * most every 15 s per charge), so a lost or delayed webhook never leaves a paid charge uncredited.
     */
    async getPaymentStatus(user: WorkspaceActor, paymentId: string): Promise<PixPaymentStatus> {
      const row = await findOwnPayment(user, paymentId);
      if (row.status !== 'pendente' || canSimulate || !isReconcileDue(row.id)) return toPixPaymentStatus(row);
      try {
        const outcome = await reconcile(row, 'consulta');
        if (outcome === 'pendente' || outcome === null) return toPixPaymentStatus(row);
      } catch (error) {
        logger.warn({ err: error, paymentId: row.id }, 'PIX status check at the provider failed');
        return toPixPaymentStatus(row);
      }
      return toPixPaymentStatus(await findOwnPayment(user, paymentId));
    },

    /** Sandbox only: pays the caller's own sandbox charge, through the same settlement as a real one. */
    async simulatePayment(
      user: WorkspaceActor,
      paymentId: string,
      meta: RequestMeta,
    ): Promise<PixPaymentStatus> {
      const row = await findOwnPayment(user, paymentId);
      if (!canSimulate || row.provider !== 'sandbox') throw new AppError('not_found', PIX_MESSAGES.notFound);
      const state: PixChargeState = {
        status: 'pago',
        amountCents: row.valor,
        paidAt: new Date(),
        paymentId: row.id,
        providerStatus: 'simulado',
      };
      const result = await settle({ paymentId: row.id, state, source: 'simulacao', meta });
      return toPixPaymentStatus(result?.payment ?? row);
    },

    /**
     * A provider's webhook: authenticated by the provider (401 otherwise), then the charge's real state is read
     * from the provider's API; the body is never trusted. A provider failure propagates (503) so the provider
     * delivers again later; an id the provider does not know is acknowledged (200) and logged once.
     */
    async handleNotification(input: PixNotificationInput, meta: RequestMeta): Promise<{ outcome: string }> {
      const reference = await provider.parseNotification(input);
      if (!reference) return { outcome: 'ignorado' };
      const outcomes: string[] = [];
      // One body may name several charges (bcb batches its notifications): each is read from the provider.
      for (const providerChargeId of reference.providerChargeIds) {
        outcomes.push(await settleNotified(providerChargeId, meta));
      }
      return { outcome: outcomes.join(',') || 'ignorado' };
    },

    /**
     * The polling fallback (the payments-poll job, every minute): asks the provider about every open charge
     * still within its vencimento, and every refund still 'em_processamento', so a payment or a refund whose
     * webhook never comes is settled anyway; a refund left 'solicitado' (no answer recorded) is asked again. Nothing to ask in sandbox. Returns how many it settled.
     */
    async pollOpenPayments(): Promise<number> {
      if (canSimulate) return 0;
      const open = await db
        .select()
        .from(pagamentos)
        .where(
          and(
            eq(pagamentos.provider, provider.name),
            eq(pagamentos.status, 'pendente'),
            gt(pagamentos.vencimento, sql`now()`),
          ),
        )
        .orderBy(asc(pagamentos.vencimento))
        .limit(SWEEP_BATCH);
      const refunding = await db
        .select({ payment: pagamentos })
        .from(estornos)
        .innerJoin(pagamentos, eq(pagamentos.id, estornos.idPagamento))
        .where(and(eq(estornos.status, 'em_processamento'), eq(pagamentos.provider, provider.name)))
        .limit(SWEEP_BATCH);
      // Refunds asked for whose answer never got recorded (an outage, or a crash after the credits left):
      // asked again under the same refund id, which the provider answers with the first refund.
      const asked = await db
        .select({ payment: pagamentos, motivo: estornos.motivo })
        .from(estornos)
        .innerJoin(pagamentos, eq(pagamentos.id, estornos.idPagamento))
        .where(
          and(
            eq(estornos.status, 'solicitado'),
            eq(pagamentos.provider, provider.name),
            lt(estornos.createdAt, sql`now() - make_interval(secs => ${REFUND_RESUME_AFTER_MS / 1000})`),
          ),
        )
        .orderBy(asc(estornos.createdAt))
        .limit(SWEEP_BATCH);
      let settled = 0;
      for (const { payment, motivo } of asked) {
        const attempt = await carryOutRefund(
          { pool, logger, receipts: ctx },
          provider,
          payment,
          motivo,
        ).catch((error: unknown) => {
          logger.warn({ err: error, paymentId: payment.id }, 'PIX refund resume failed');
          return null;
        });
        if (attempt && attempt.outcome !== 'sem_resposta') settled++;
      }
      for (const row of [...open, ...refunding.map((item) => item.payment)]) {
        try {
          const outcome = await reconcile(row, 'consulta');
          if (
            outcome === 'creditado' ||
            outcome === 'estorno_confirmado' ||
            outcome === 'estorno_nao_realizado' ||
            outcome === 'expirado'
          )
            settled++;
        } catch (error) {
          logger.warn({ err: error, paymentId: row.id }, 'PIX poll at the provider failed');
        }
      }
      return settled;
    },

    /** Tells the provider where to notify (bcb: PUT /v2/webhook/{chave}); idempotent, run at every start. */
    async registerWebhook(): Promise<void> {
      await provider.registerWebhook?.();
    },

    /**
     * Turns charges past their vencimento into expirado. With a real provider each one is checked first, so a
     * payment made in the last second (or whose webhook was lost) is credited instead. Idempotent: running it
     * twice, or on two workers at once, changes nothing more. Returns how many charges it settled.
     */
    async expireOverduePayments(): Promise<number> {
      const overdue = await db
        .select()
        .from(pagamentos)
        .where(and(eq(pagamentos.status, 'pendente'), lt(pagamentos.vencimento, sql`now()`)))
        .orderBy(asc(pagamentos.vencimento))
        .limit(SWEEP_BATCH);
      let settled = 0;
      for (const row of overdue) {
        try {
          const checked =
            canSimulate || row.provider !== provider.name ? null : await reconcile(row, 'varredura');
          if (checked === 'creditado' || checked === 'expirado') {
            settled++;
            continue;
          }
          const result = await settle({
            paymentId: row.id,
            state: { status: 'expirado', amountCents: null, paymentId: row.id, providerStatus: 'vencido' },
            source: 'varredura',
          });
          if (result?.outcome === 'expirado') settled++;
        } catch (error) {
          // One provider hiccup must not block the others; this charge is retried on the next run.
          logger.warn({ err: error, paymentId: row.id }, 'PIX expiry check failed');
        }
      }
      return settled;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
