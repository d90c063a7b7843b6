import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTransaction } from '../../src/server/db/transaction';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { publicCarouselSchema } from '../../src/shared/public-api/schemas';
import {
  type CreatedWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../src/shared/webhooks/api';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, createCarousel } from '../helpers/carousels';
import { readOutbox } from '../helpers/mail';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { personalWorkspaceOf } from '../helpers/workspaces';

/** A receiver on this machine: answers each request with the next planned reaction and records what came. */
interface Received {
  headers: Record<string, string>;
  body: string;
}
type Reaction = 'ok' | 'fail' | 'hang';

function startReceiver(host: string) {
  const received: Received[] = [];
  const plan: Reaction[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      const reaction = plan.shift() ?? 'ok';
      if (reaction === 'hang') return; // never answers: the sender's timeout must give up
      response.statusCode = reaction === 'ok' ? 204 : 500;
      response.end(reaction === 'ok' ? '' : 'erro interno do receptor');
    });
  });
  return {
    received,
    plan,
    url: '',
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      this.url = `http://${host}:${(server.address() as AddressInfo).port}/hooks`;
      return this.url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let testApp: TestApp;
let templates: TemplateDto[];
// Only 127.0.0.1 is allowed although private; 127.0.0.2 stands for any other internal address.
setUpAppKit(
  {
    worker: true,
    env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_TIMEOUT_MS: '1000', WEBHOOK_RETRY_BASE_SECONDS: '1' },
  },
  (kit) => {
    ({ testApp, templates } = kit);
  },
);

const receiver = startReceiver('127.0.0.1');
const internal = startReceiver('127.0.0.2');
beforeAll(async () => {
  await receiver.listen();
  await internal.listen();
});
afterAll(async () => {
  await receiver.close();
  await internal.close();
});

async function register(user: TestUser, url: string, eventos: WebhookEvent[]) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/webhook-endpoints',
    headers: user.headers,
    payload: { url, eventos },
  });
  return {
    status: response.statusCode,
    body: response.json() as CreatedWebhookEndpoint & { message?: string },
  };
}

async function deliveries(user: TestUser, endpointId: string): Promise<WebhookDelivery[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/webhook-endpoints/${endpointId}/deliveries`,
    headers: user.headers,
  });
  return (response.json() as { items: WebhookDelivery[] }).items;
}

/** An event as the payments settlement records it, in a transaction of its own. */
async function recordPurchase(user: TestUser) {
  const workspaceId = await personalWorkspaceOf(testApp, user);
  await withTransaction(testApp.ctx.pool, ({ db, client }) =>
    testApp.ctx.webhooks.record(db, client, {
      workspaceId,
      userId: user.id,
      type: 'credits.comprados',
      data: { quantidade: 10 },
    }),
  );
}

const bodiesFor = (target: ReturnType<typeof startReceiver>, userMarker: string) =>
  target.received.filter((item) => item.body.includes(userMarker));

describe('webhooks', () => {
  it('delivers a finished carousel signed per Standard Webhooks, verified by its library', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const endpoint = await register(user, receiver.url, ['carousel.concluido']);
    expect(endpoint.status).toBe(201);
    expect(endpoint.body.segredo).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    // The secret is shown once: the list never has it.
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/webhook-endpoints',
      headers: user.headers,
    });
    expect(list.body).not.toContain(endpoint.body.segredo);

    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(created.status).toBe(201);
    const delivered = await vi.waitFor(
      () => {
        const found = bodiesFor(receiver, created.body.id)[0];
        if (!found) throw new Error('not delivered yet');
        return found;
      },
      { timeout: 60_000, interval: 100 },
    );
    const verified = new Webhook(endpoint.body.segredo).verify(delivered.body, delivered.headers) as {
      type: string;
      timestamp: string;
      data: unknown;
    };
    expect(verified.type).toBe('carousel.concluido');
    const data = publicCarouselSchema.parse(verified.data);
    expect(data).toMatchObject({ id: created.body.id, status: 'concluido' });
    // The delivery says what GET /api/v1/carousels/:id answers.
    expect(data).toEqual(
      await testApp.services.publicCarousels.get(await personalWorkspaceOf(testApp, user), created.body.id),
    );
    expect(data.zip_url).not.toBeNull();
    expect(data.slides.length).toBeGreaterThan(0);
    // A tampered body fails the same verification.
    expect(() =>
      new Webhook(endpoint.body.segredo).verify(
        delivered.body.replace('concluido', 'erro'),
        delivered.headers,
      ),
    ).toThrow();
    await vi.waitFor(async () =>
      expect((await deliveries(user, endpoint.body.id))[0]).toMatchObject({
        estado: 'entregue',
        tentativas: 1,
      }),
    );
  });

  it('tries again after a 500 with the same id and body, and logs each answer', async () => {
    const user = await createUser(testApp);
    const endpoint = await register(user, receiver.url, ['credits.comprados']);
    receiver.plan.push('fail');
    const before = receiver.received.length;
    await recordPurchase(user);
    await vi.waitFor(
      async () => expect((await deliveries(user, endpoint.body.id))[0]).toMatchObject({ estado: 'entregue' }),
      { timeout: 30_000, interval: 200 },
    );
    const [delivery] = await deliveries(user, endpoint.body.id);
    expect(delivery).toMatchObject({ tentativas: 2, ultimo_codigo: 204 });
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.headers['webhook-id']).toBe(attempts[1]?.headers['webhook-id']);
    expect(attempts[0]?.body).toBe(attempts[1]?.body);
  });

  it('gives up on a receiver that does not answer within the timeout and tries again', async () => {
    const user = await createUser(testApp);
    const endpoint = await register(user, receiver.url, ['credits.comprados']);
    receiver.plan.push('hang');
    const before = receiver.received.length;
    await recordPurchase(user);
    await vi.waitFor(
      async () =>
        expect((await deliveries(user, endpoint.body.id))[0]).toMatchObject({
          estado: 'entregue',
          tentativas: 2,
        }),
      { timeout: 30_000, interval: 200 },
    );
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.headers['webhook-id']).toBe(attempts[1]?.headers['webhook-id']);
  });

  it('disables an endpoint failing for 3 days and e-mails its owner once', async () => {
    const user = await createUser(testApp);
    const endpoint = await register(user, receiver.url, ['credits.comprados']);
    await testApp.ctx.pool.query(
      "update webhook_endpoints set falhando_desde = now() - interval '3 days 1 minute' where id = $1",
      [endpoint.body.id],
    );
    receiver.plan.push('fail', 'fail');
    await recordPurchase(user);
    await recordPurchase(user);
    await vi.waitFor(
      async () => {
        const items = await deliveries(user, endpoint.body.id);
        expect(items.map((item) => item.estado)).toEqual(['falhou', 'falhou']);
      },
      { timeout: 30_000, interval: 200 },
    );
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/webhook-endpoints',
      headers: user.headers,
    });
    expect((list.json() as { items: { ativo: boolean }[] }).items[0]?.ativo).toBe(false);
    await vi.waitFor(
      () =>
        expect(
          readOutbox(testApp.config.DATA_DIR).filter(
            (mail) => mail.to === user.email && mail.subject === 'Seu webhook foi desativado',
          ),
        ).toHaveLength(1),
      { timeout: 30_000, interval: 200 },
    );
  });

  it('refuses a private address at registration and at delivery', async () => {
    const user = await createUser(testApp);
    const refused = await register(user, internal.url, ['credits.comprados']);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(WEBHOOK_MESSAGES.urlPrivate);
    for (const url of ['http://169.254.169.254/latest/meta-data', 'http://[::1]:80/', 'http://10.0.0.7/x']) {
      expect((await register(user, url, ['credits.comprados'])).status).toBe(400);
    }
    // An endpoint that became private after registration (DNS changed, say) is checked again at each attempt.
    const allowed = await register(user, receiver.url, ['credits.comprados']);
    await testApp.ctx.pool.query('update webhook_endpoints set url = $1 where id = $2', [
      internal.url,
      allowed.body.id,
    ]);
    await recordPurchase(user);
    await vi.waitFor(
      async () => {
        const [delivery] = await deliveries(user, allowed.body.id);
        expect(delivery?.tentativas).toBeGreaterThanOrEqual(1);
        expect(delivery?.ultima_resposta).toBe(WEBHOOK_MESSAGES.urlPrivate);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(internal.received).toHaveLength(0);
  });

  it('writes the outbox in the transaction of the event: rolled back with it', async () => {
    const user = await createUser(testApp);
    await register(user, receiver.url, ['credits.comprados']);
    const workspaceId = await personalWorkspaceOf(testApp, user);
    const count = async () =>
      (
        await testApp.ctx.pool.query<{ n: number }>(
          'select count(*)::int as n from webhook_eventos where id_usuario = $1',
          [user.id],
        )
      ).rows[0]?.n;
    await expect(
      withTransaction(testApp.ctx.pool, async ({ db, client }) => {
        await testApp.ctx.webhooks.record(db, client, {
          workspaceId,
          userId: user.id,
          type: 'credits.comprados',
          data: { quantidade: 1 },
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await count()).toBe(0);
    await recordPurchase(user);
    expect(await count()).toBe(1);
  });

  it('keeps the endpoint limit when creations arrive at once: the last free place goes to one of them', async () => {
    const owner = await createUser(testApp);
    for (let index = 1; index < MAX_WEBHOOK_ENDPOINTS; index++) {
      expect((await register(owner, `${receiver.url}/hook-${index}`, ['carousel.concluido'])).status).toBe(
        201,
      );
    }

    // The table is held against writes until the three requests are all waiting (each has counted, or waits its
    // turn to), so they truly meet: without the one-at-a-time lock, all three would count 9 and insert.
    const blocker = await testApp.ctx.pool.connect();
    await blocker.query('begin');
    await blocker.query('lock table webhook_endpoints in exclusive mode');
    const pending = Promise.all(
      [1, 2, 3].map((index) => register(owner, `${receiver.url}/corrida-${index}`, ['carousel.concluido'])),
    );
    await vi.waitFor(
      async () => {
        const { rows } = await testApp.ctx.pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
          [(await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid],
        );
        expect(rows[0]?.n).toBe(3);
      },
      { timeout: 10_000 },
    );
    await blocker.query('commit');
    blocker.release();
    const racing = await pending;

    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/webhook-endpoints',
      headers: owner.headers,
    });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
  });

  it('resends a delivery on request with the same message id', async () => {
    const user = await createUser(testApp);
    const endpoint = await register(user, receiver.url, ['credits.comprados']);
    await recordPurchase(user);
    await vi.waitFor(
      async () => expect((await deliveries(user, endpoint.body.id))[0]?.estado).toBe('entregue'),
      { timeout: 30_000, interval: 100 },
    );
    const [delivery] = await deliveries(user, endpoint.body.id);
    const resend = await testApp.app.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${endpoint.body.id}/deliveries/${delivery?.id}/resend`,
      headers: user.headers,
    });
    expect(resend.statusCode).toBe(202);
    await vi.waitFor(
      async () =>
        expect((await deliveries(user, endpoint.body.id))[0]).toMatchObject({
          tentativas: 2,
          estado: 'entregue',
        }),
      { timeout: 30_000, interval: 100 },
    );
    const ids = receiver.received.filter((item) => item.headers['webhook-id'] === delivery?.mensagem_id);
    expect(ids).toHaveLength(2);
    // Another account sees neither the endpoint nor its log.
    const other = await createUser(testApp);
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/webhook-endpoints/${endpoint.body.id}/deliveries`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
