import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';
import { WEBHOOK_MESSAGES, type WebhookBody, type WebhookEvent } from '../../shared/webhooks/api';
import type { Config } from '../config';
import type { Database, DbExecutor } from '../db/client';
import { webhookEndpoints, webhookEntregas, webhookEventos } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { EmailService } from '../email/email-job';
import { buildEmail } from '../email/templates';
import { AppError } from '../http/app-error';
import type { JobDefinition, Jobs } from '../jobs/jobs';
import { OutboundFetchError } from '../outbound/outbound-fetch';
import { type PostAnswer, postOutbound } from '../outbound/outbound-post';
import { createPublicCarouselReader } from '../public-api/carousel-reader';
import type { Storage } from '../storage/storage';
import { DISABLE_AFTER_SECONDS, nextAttemptAt } from './retry-schedule';
import { messageId, signWebhook } from './signature';

export const deliverWebhookSchema = z.object({ deliveryId: z.uuid() });
export type DeliverWebhookJob = JobDefinition<typeof deliverWebhookSchema>;

/** The e-mail's kind for its `once` key: one per endpoint disabled. */
export const WEBHOOK_DISABLED_EMAIL = 'webhook-desativado';

export interface WebhookEventInput {
  /** Whose event it is: it goes to this workspace's endpoints (a carousel's, a purchase's workspace). */
  workspaceId: string;
  /** The member whose action it was. */
  userId: string;
  type: WebhookEvent;
  /** A carousel event's `{ id }` (its body is the carousel, built at the first attempt), else the data itself. */
  data: Record<string, unknown>;
}

/** What the places where events happen use; built once per process (src/server/compose/context.ts). */
export interface WebhookOutbox {
  /** The delivery job; the composition root lists it with every other job. */
  readonly job: DeliverWebhookJob;
  /**
   * Writes the event to the outbox inside the caller's transaction: one delivery per active endpoint of the
   * event's workspace subscribed to it, each with its job. Rolled back with the event; nothing when nobody
   * listens.
   */
  record(tx: DbExecutor, client: pg.PoolClient, event: WebhookEventInput): Promise<void>;
  /** Queues an attempt of a delivery now (a "Reenviar"), inside the caller's transaction. */
  queue(deliveryId: string, client: pg.PoolClient): Promise<void>;
}

const CAROUSEL_EVENTS = new Set<WebhookEvent>(['carousel.concluido', 'carousel.erro']);

function describeFailure(error: unknown): string {
  if (error instanceof OutboundFetchError) {
    if (error.reason === 'timeout') return WEBHOOK_MESSAGES.timeout;
    if (error.reason === 'private') return WEBHOOK_MESSAGES.urlPrivate;
    if (error.reason === 'not_found') return WEBHOOK_MESSAGES.urlNotFound;
    return error.reason === 'unreachable' ? WEBHOOK_MESSAGES.unreachable : error.message;
  }
  return WEBHOOK_MESSAGES.unreachable;
}

export function createWebhookOutbox(deps: {
  config: Pick<
    Config,
    'APP_URL' | 'OUTBOUND_ALLOW_HOSTS' | 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_RETRY_BASE_SECONDS'
  >;
  jobs: Jobs;
  pool: pg.Pool;
  db: Database;
  storage: Storage;
  email: EmailService;
  logger: Logger;
}): WebhookOutbox {
  const { config, jobs, pool, db, storage, logger } = deps;
  // A carousel event's `data` is what GET /api/v1/carousels/:id answers, read when the body is first frozen.
  const carousels = createPublicCarouselReader({ db, storage, config });

  /** The body every endpoint and attempt sends, frozen at the event's first attempt. */
  async function frozenBody(eventId: string): Promise<string | null> {
    const [event] = await db.select().from(webhookEventos).where(eq(webhookEventos.id, eventId));
    if (!event) return null;
    if (event.corpo !== null) return event.corpo;
    const type = event.tipo as WebhookEvent;
    const stored = event.dados as Record<string, unknown>;
    const data =
      CAROUSEL_EVENTS.has(type) && typeof stored.id === 'string'
        ? await carousels.get(event.idWorkspace, stored.id).catch((error: unknown) => {
            // A carousel deleted before the first attempt: the event's own record is all there is.
            if (error instanceof AppError && error.code === 'not_found') return stored;
            throw error;
          })
        : stored;
    const body: WebhookBody = { type, timestamp: event.createdAt.toISOString(), data };
    // The first writer wins: a concurrent attempt for another endpoint sends the same bytes.
    await db
      .update(webhookEventos)
      .set({ corpo: JSON.stringify(body) })
      .where(and(eq(webhookEventos.id, eventId), sql`${webhookEventos.corpo} is null`));
    const [frozen] = await db
      .select({ corpo: webhookEventos.corpo })
      .from(webhookEventos)
      .where(eq(webhookEventos.id, eventId));
    return frozen?.corpo ?? null;
  }

  /** Three days of failures: off, and the owner told once (the e-mail's `once` key is the endpoint). */
  async function disableIfFailingTooLong(tx: DbExecutor, client: pg.PoolClient, endpointId: string) {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ ativo: false, desativadoEm: new Date() })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.ativo, true),
          sql`${webhookEndpoints.falhandoDesde} <= now() - make_interval(secs => ${DISABLE_AFTER_SECONDS})`,
        ),
      )
      .returning({
        url: webhookEndpoints.url,
        idUsuario: webhookEndpoints.idUsuario,
        idWorkspace: webhookEndpoints.idWorkspace,
      });
    if (!disabled) return;
    // The member who registered it is told, with the workspace it belongs to (they may be in several); once that
    // account is deleted the endpoint is the team's, and its longest-standing dono is told instead.
    const { rows } = await client.query<{ email: string; espaco: string }>(
      `select p.email, w.nome as espaco
         from workspaces w, profiles p
        where w.id = $2
          and p.id = coalesce(
                (select r.id from profiles r where r.id = $1 and r.status <> 'excluida'),
                (select m.id_usuario from workspace_membros m
                  where m.id_workspace = w.id and m.papel = 'dono' order by m.desde, m.id_usuario limit 1))`,
      [disabled.idUsuario, disabled.idWorkspace],
    );
    const owner = rows[0];
    if (!owner) return;
    await deps.email.enqueue(
      {
        ...buildEmail({
          to: owner.email,
          subject: 'Seu webhook foi desativado',
          heading: 'Desativamos um endpoint de webhook',
          paragraphs: [
            `O endereço ${disabled.url}, do espaço "${owner.espaco}", falhou em todas as entregas dos últimos 3 dias, então paramos de enviar eventos para ele.`,
            'Corrija o servidor e use "Reenviar" em uma entrega para reativá-lo.',
          ],
          action: { label: 'Ver meus webhooks', url: `${config.APP_URL}/desenvolvedores/webhooks` },
        }),
        once: { kind: WEBHOOK_DISABLED_EMAIL, id: endpointId },
      },
      { client },
    );
  }

  /** Records one attempt's outcome and, on failure, queues the next attempt in the same transaction. */
  async function settleAttempt(
    delivery: { id: string; idEndpoint: string; tentativas: number; janelaDesde: Date },
    outcome: { answer: PostAnswer } | { error: string },
  ) {
    const delivered = 'answer' in outcome && outcome.answer.status >= 200 && outcome.answer.status < 300;
    const attempts = delivery.tentativas + 1;
    await withTransaction(pool, async ({ db: tx, client }) => {
      const next = delivered
        ? null
        : nextAttemptAt(attempts, delivery.janelaDesde, new Date(), config.WEBHOOK_RETRY_BASE_SECONDS);
      await tx
        .update(webhookEndpoints)
        .set({ falhandoDesde: delivered ? null : sql`coalesce(${webhookEndpoints.falhandoDesde}, now())` })
        .where(eq(webhookEndpoints.id, delivery.idEndpoint));
      if (!delivered) await disableIfFailingTooLong(tx, client, delivery.idEndpoint);
      const [endpoint] = await tx
        .select({ ativo: webhookEndpoints.ativo })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, delivery.idEndpoint));
      const retry = next !== null && endpoint?.ativo === true;
      await tx
        .update(webhookEntregas)
        .set({
          estado: delivered ? 'entregue' : retry ? 'pendente' : 'falhou',
          tentativas: attempts,
          ultimoCodigo: 'answer' in outcome ? outcome.answer.status : null,
          ultimaResposta: 'answer' in outcome ? outcome.answer.snippet : outcome.error,
          proximaTentativa: retry ? next : null,
          updatedAt: new Date(),
        })
        .where(and(eq(webhookEntregas.id, delivery.id), eq(webhookEntregas.estado, 'pendente')));
      if (retry && next) {
        const seconds = Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000));
        await jobs.send(job, { deliveryId: delivery.id }, { client, startAfterSeconds: seconds });
      }
    });
  }

  const job: DeliverWebhookJob = {
    name: 'webhook-deliver',
    schema: deliverWebhookSchema,
    // Each attempt schedules the next itself (retry-schedule.ts); pg-boss retries only a crashed attempt.
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 4,
    async handle({ deliveryId }) {
      const [row] = await db
        .select({ delivery: webhookEntregas, endpoint: webhookEndpoints })
        .from(webhookEntregas)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookEntregas.idEndpoint))
        .where(eq(webhookEntregas.id, deliveryId));
      if (row?.delivery.estado !== 'pendente') return;
      if (!row.endpoint.ativo) {
        // Turned off meanwhile: nothing more is sent; "Reenviar" turns it back on.
        await db
          .update(webhookEntregas)
          .set({
            estado: 'falhou',
            ultimaResposta: WEBHOOK_MESSAGES.endpointDisabled,
            proximaTentativa: null,
            updatedAt: new Date(),
          })
          .where(and(eq(webhookEntregas.id, deliveryId), eq(webhookEntregas.estado, 'pendente')));
        return;
      }
      // A job queued twice for one attempt (a double "Reenviar") runs once: the next one waits its turn.
      if (row.delivery.proximaTentativa && row.delivery.proximaTentativa.getTime() > Date.now() + 1000)
        return;
      const body = await frozenBody(row.delivery.idEvento);
      if (body === null) return;
      const headers = signWebhook(row.endpoint.segredo, {
        id: messageId(row.delivery.idEvento),
        timestamp: new Date(),
        body,
      });
      let outcome: { answer: PostAnswer } | { error: string };
      try {
        outcome = {
          answer: await postOutbound(
            row.endpoint.url,
            { body, headers },
            {
              allowHosts: config.OUTBOUND_ALLOW_HOSTS,
              timeoutMs: config.WEBHOOK_TIMEOUT_MS,
            },
          ),
        };
      } catch (error) {
        outcome = { error: describeFailure(error) };
      }
      if ('error' in outcome) logger.info({ deliveryId, reason: outcome.error }, 'webhook delivery failed');
      await settleAttempt(row.delivery, outcome);
    },
  };

  return {
    job,
    async record(tx, client, event) {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.idWorkspace, event.workspaceId),
            eq(webhookEndpoints.ativo, true),
            sql`${event.type} = any(${webhookEndpoints.eventos})`,
          ),
        );
      if (endpoints.length === 0) return;
      const [stored] = await tx
        .insert(webhookEventos)
        .values({
          idUsuario: event.userId,
          idWorkspace: event.workspaceId,
          tipo: event.type,
          dados: event.data,
        })
        .returning({ id: webhookEventos.id });
      if (!stored) throw new Error('insert returned no row');
      const deliveries = await tx
        .insert(webhookEntregas)
        .values(endpoints.map((endpoint) => ({ idEndpoint: endpoint.id, idEvento: stored.id })))
        .returning({ id: webhookEntregas.id });
      for (const delivery of deliveries) await jobs.send(job, { deliveryId: delivery.id }, { client });
    },
    async queue(deliveryId, client) {
      await jobs.send(job, { deliveryId }, { client });
    },
  };
}
