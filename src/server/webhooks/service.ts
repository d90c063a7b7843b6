import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../shared/webhooks/api';
import type { AppContext } from '../app-types';
import { webhookEndpoints, webhookEntregas, webhookEventos } from '../db/schema';
import { lockTransactionOn, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { OutboundFetchError, parseOutboundUrl, vetHost } from '../outbound/outbound-fetch';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { messageId, newWebhookSecret } from './signature';

const REFUSALS: Partial<Record<OutboundFetchError['reason'], string>> = {
  protocol: WEBHOOK_MESSAGES.urlProtocol,
  credentials: WEBHOOK_MESSAGES.urlCredentials,
  private: WEBHOOK_MESSAGES.urlPrivate,
  not_found: WEBHOOK_MESSAGES.urlNotFound,
};

const urlRefused = (message: string) =>
  new AppError('validation_failed', message, { issues: [{ path: 'url', message }] });

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  eventos: row.eventos as WebhookEvent[],
  ativo: row.ativo,
  desativado_em: row.desativadoEm?.toISOString() ?? null,
  criado_em: row.createdAt.toISOString(),
});

/**
 * A workspace's webhook endpoints and their delivery logs (docs/decisions/0021-webhooks-and-batches.md): every
 * call acts in the caller's active workspace; another workspace's endpoint answers 404.
 */
export function createWebhooksService(ctx: Pick<AppContext, 'db' | 'pool' | 'config' | 'webhooks'>) {
  const { db, pool, config } = ctx;

  /** The same public-address rule as every server-side fetch, checked now and again at each delivery. */
  async function checkUrl(raw: string): Promise<string> {
    try {
      const url = parseOutboundUrl(raw);
      await vetHost(url, { allowHosts: config.OUTBOUND_ALLOW_HOSTS });
      return url.toString();
    } catch (error) {
      if (!(error instanceof OutboundFetchError)) throw error;
      throw urlRefused(REFUSALS[error.reason] ?? WEBHOOK_MESSAGES.urlInvalid);
    }
  }

  async function findOwned(id: string, actor: WorkspaceActor): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.idWorkspace, actor.workspaceId)));
    if (!row) throw new AppError('not_found', WEBHOOK_MESSAGES.notFound);
    return row;
  }

  return {
    async create(
      actor: WorkspaceActor,
      body: { url: string; eventos: CreateWebhookEndpoint['eventos'] },
      meta: RequestMeta,
    ): Promise<CreatedWebhookEndpoint> {
      const url = await checkUrl(body.url);
      const segredo = newWebhookSecret();
      const row = await withTransaction(pool, async ({ db: tx, client }) => {
        // One workspace's creations run one at a time, so two at once cannot both pass the count.
        await lockTransactionOn(client, `webhooks:${actor.workspaceId}`);
        const [existing] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.idWorkspace, actor.workspaceId));
        if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
          throw new AppError('conflict', WEBHOOK_MESSAGES.tooMany);
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({
            idUsuario: actor.id,
            idWorkspace: actor.workspaceId,
            url,
            eventos: body.eventos,
            segredo,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await writeLog(tx, {
          idUsuario: actor.id,
          acao: 'criar_webhook',
          detalhes: { endpoint: created.id, eventos: body.eventos, workspace: actor.workspaceId },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return created;
      });
      return { id: row.id, url: row.url, eventos: row.eventos as WebhookEvent[], segredo };
    },

    async list(actor: WorkspaceActor): Promise<{ items: WebhookEndpoint[] }> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.idWorkspace, actor.workspaceId))
        .orderBy(desc(webhookEndpoints.createdAt));
      return { items: rows.map(toEndpoint) };
    },

    async remove(id: string, actor: WorkspaceActor, meta: RequestMeta): Promise<void> {
      await withTransaction(pool, async ({ db: tx }) => {
        const [removed] = await tx
          .delete(webhookEndpoints)
          .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.idWorkspace, actor.workspaceId)))
          .returning({ id: webhookEndpoints.id });
        if (!removed) throw new AppError('not_found', WEBHOOK_MESSAGES.notFound);
        await writeLog(tx, {
          idUsuario: actor.id,
          acao: 'excluir_webhook',
          detalhes: { endpoint: id, workspace: actor.workspaceId },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      });
    },

    /** The endpoint's latest 50 deliveries, newest first. */
    async listDeliveries(id: string, actor: WorkspaceActor): Promise<{ items: WebhookDelivery[] }> {
      await findOwned(id, actor);
      const rows = await db
        .select({ delivery: webhookEntregas, tipo: webhookEventos.tipo })
        .from(webhookEntregas)
        .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.idEvento))
        .where(eq(webhookEntregas.idEndpoint, id))
        .orderBy(desc(webhookEntregas.createdAt))
        .limit(50);
      return {
        items: rows.map(({ delivery, tipo }) => ({
          id: delivery.id,
          mensagem_id: messageId(delivery.idEvento),
          tipo: tipo as WebhookEvent,
          estado: delivery.estado as WebhookDelivery['estado'],
          tentativas: delivery.tentativas,
          ultimo_codigo: delivery.ultimoCodigo,
          ultima_resposta: delivery.ultimaResposta,
          proxima_tentativa: delivery.proximaTentativa?.toISOString() ?? null,
          criado_em: delivery.createdAt.toISOString(),
          atualizado_em: delivery.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * "Reenviar": the same event (same `webhook-id` and body) is tried again now, with a new 24-hour window. It
     * also turns a disabled endpoint back on: resending is the owner saying the receiver is fixed.
     */
    async resend(id: string, deliveryId: string, actor: WorkspaceActor): Promise<void> {
      const endpoint = await findOwned(id, actor);
      await checkUrl(endpoint.url);
      await withTransaction(pool, async ({ db: tx, client }) => {
        const [queued] = await tx
          .update(webhookEntregas)
          .set({ estado: 'pendente', janelaDesde: new Date(), proximaTentativa: null, updatedAt: new Date() })
          .where(
            and(
              eq(webhookEntregas.id, deliveryId),
              eq(webhookEntregas.idEndpoint, id),
              ne(webhookEntregas.estado, 'pendente'),
            ),
          )
          .returning({ id: webhookEntregas.id });
        if (!queued) {
          const [found] = await tx
            .select({ id: webhookEntregas.id })
            .from(webhookEntregas)
            .where(and(eq(webhookEntregas.id, deliveryId), eq(webhookEntregas.idEndpoint, id)));
          if (!found) throw new AppError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
          throw new AppError('conflict', WEBHOOK_MESSAGES.stillTrying);
        }
        if (!endpoint.ativo) {
          await tx
            .update(webhookEndpoints)
            .set({ ativo: true, desativadoEm: null, falhandoDesde: null })
            .where(eq(webhookEndpoints.id, id));
        }
        await ctx.webhooks.queue(deliveryId, client);
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
