import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmailJob, type EmailJob } from '../../src/server/email/email-job';
import { CONVENCER_FIELDS, createCarousel, listTemplates, waitForCarousel } from '../helpers/carousels';
import { readOutbox } from '../helpers/mail';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin } from '../helpers/users';

const META = { jobId: 'test', attempt: 1, isLastAttempt: false };

describe('an e-mail of a kind about one entity', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(
      database.url,
      { RATE_LIMIT: 'off', SUPPORT_EMAIL: 'suporte@carrossel.test' },
      { worker: true },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });

  const readyMails = (to: string) =>
    readOutbox(testApp.dataDir).filter(
      (mail) => mail.to === to && mail.subject === 'Seu carrossel está pronto',
    );

  it('"Seu carrossel está pronto" goes out once, however often its job runs', async () => {
    const user = await createUser(testApp);
    const templates = await listTemplates(testApp, user);
    const created = await createCarousel(testApp, user, {
      objetivo: 'convencer',
      template_visual: templates[0]?.id,
      campos_personalizados: CONVENCER_FIELDS,
    });
    expect(created.status).toBe(201);
    expect((await waitForCarousel(testApp, user, created.body.id, 60_000)).status).toBe('concluido');
    await vi.waitFor(() => expect(readyMails(user.email)).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });
    const { rows } = await testApp.ctx.pool.query<{ data: EmailJob }>(
      "select data from pgboss.job where name = 'email-send' and data->'once'->>'id' = $1",
      [created.body.id],
    );
    expect(rows).toHaveLength(1);
    const data = rows[0]?.data as EmailJob;

    // A process killed after the message left has its job run again, maybe twice at once: nothing more goes.
    const job = testApp.ctx.email.job;
    await Promise.all([job.handle(data, META), job.handle(data, META)]);
    await job.handle(data, META);
    expect(readyMails(user.email)).toHaveLength(1);
  }, 120_000);

  it('is sent by the retry when the first send failed, and then never again', async () => {
    const user = await createUser(testApp);
    const message: EmailJob = {
      to: user.email,
      subject: 'Seu carrossel está pronto',
      html: '<p>pronto</p>',
      text: 'pronto',
      once: { kind: 'carrossel-pronto', id: randomUUID() },
    };
    const smtpDown = createEmailJob(
      testApp.ctx.pool,
      {
        send: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        },
      },
      new Map(),
    );
    await expect(smtpDown.handle(message, META)).rejects.toThrow('ECONNREFUSED');
    expect(readyMails(user.email)).toHaveLength(0);

    await testApp.ctx.email.job.handle(message, META);
    await testApp.ctx.email.job.handle(message, META);
    expect(readyMails(user.email)).toHaveLength(1);
    // Another entity of the same kind is another e-mail.
    await testApp.ctx.email.job.handle(
      { ...message, once: { kind: 'carrossel-pronto', id: randomUUID() } },
      META,
    );
    expect(readyMails(user.email)).toHaveLength(2);
  }, 60_000);
  /** Every e-mail job queued to these addresses so far. */
  async function queuedTo(addresses: string[]): Promise<EmailJob[]> {
    const { rows } = await testApp.ctx.pool.query<{ data: EmailJob }>(
      "select data from pgboss.job where name = 'email-send' and data->>'to' = any($1::text[]) order by created_on",
      [addresses],
    );
    return rows.map((row) => row.data);
  }
  const mailsTo = (addresses: string[]) =>
    readOutbox(testApp.dataDir).filter((mail) => addresses.includes(mail.to));

  it('support e-mails and "your export is ready" go out once each, however often their jobs run', async () => {
    const owner = await createUser(testApp);
    const admin = await loginAdmin(testApp);
    const support = 'suporte@carrossel.test';
    const call = (headers: Record<string, string>, method: 'POST' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const opened = await call(owner.headers, 'POST', '/api/support/report', {
      title: 'Não consigo baixar',
      description: 'O botão de download não faz nada no celular.',
      phone: '11987654321',
      context: { source_page: '/historico', app_version: 'mvp-0.1' },
      clientRef: 'AB12CD',
    });
    expect(opened.statusCode).toBe(201);
    const { ticketId } = opened.json() as { ticketId: string };
    const base = `/api/admin/support-tickets/${ticketId}`;
    expect((await call(admin.headers, 'POST', `${base}/messages`, { body: 'Vamos ver.' })).statusCode).toBe(
      201,
    );
    const own = `/api/support/tickets/${ticketId}/messages`;
    expect((await call(owner.headers, 'POST', own, { body: 'Obrigado.' })).statusCode).toBeLessThan(300);
    expect((await call(admin.headers, 'PUT', `${base}/status`, { status: 'resolved' })).statusCode).toBe(200);
    expect((await call(owner.headers, 'POST', '/api/account/export')).statusCode).toBe(202);

    // Ack, team notice, team reply, user reply notice, status change, export ready.
    await vi.waitFor(() => expect(mailsTo([owner.email, support]).length).toBeGreaterThanOrEqual(6), {
      timeout: 60_000,
      interval: 200,
    });
    const jobs = await queuedTo([owner.email, support]);
    const sent = mailsTo([owner.email, support]).length;
    expect(jobs).toHaveLength(sent);
    // A job run again after a crash past the send (or its after-send hook failing) sends nothing more.
    for (const data of jobs) {
      expect(data.once, data.subject).toBeDefined();
      await testApp.ctx.email.job.handle(data, META);
    }
    expect(mailsTo([owner.email, support])).toHaveLength(sent);
  }, 120_000);

  it('account e-mails (confirmation, its resend, password reset, e-mail change and its notice) go out once each', async () => {
    const address = `conta-${randomUUID().slice(0, 8)}@exemplo.com`;
    const call = (method: 'POST', url: string, payload: object, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method, url, headers, payload });
    const senha = 'uma-senha-bem-forte-2026';
    expect(
      (await call('POST', '/api/auth/signup', { nome: 'Rita Lima', email: address, senha })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/auth/resend-verification', { email: address })).statusCode).toBeLessThan(
      300,
    );
    const owner = await createUser(testApp);
    const newAddress = `novo-${randomUUID().slice(0, 8)}@exemplo.com`;
    expect((await call('POST', '/api/auth/forgot-password', { email: owner.email })).statusCode).toBeLessThan(
      300,
    );
    const change = await call(
      'POST',
      '/api/account/email-change',
      { email: newAddress, senha: owner.senha },
      owner.headers,
    );
    expect(change.statusCode).toBe(202);

    const addresses = [address, owner.email, newAddress];
    // Confirmation, its resend, the reset link, the change's confirmation and its notice to the old address.
    await vi.waitFor(() => expect(mailsTo(addresses)).toHaveLength(5), { timeout: 60_000, interval: 200 });
    const jobs = await queuedTo(addresses);
    expect(jobs).toHaveLength(5);
    // A job run again after a crash past the send, even twice at once, sends nothing more.
    for (const data of jobs) {
      expect(data.once, data.subject).toBeDefined();
      await Promise.all([testApp.ctx.email.job.handle(data, META), testApp.ctx.email.job.handle(data, META)]);
    }
    expect(mailsTo(addresses)).toHaveLength(5);
  }, 120_000);
});
