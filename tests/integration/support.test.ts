import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../src/shared/support/messages';
import type { SupportTicket, SupportTicketListResponse } from '../../src/shared/support/schemas';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin, type TestUser } from '../helpers/users';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port: the app's e-mail job talks SMTP to it exactly as it would in production. */
async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
}

let database: TestDatabase;
let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  testApp = await startTestApp(
    database.url,
    { RATE_LIMIT: 'on', SMTP_URL: smtp.url, SUPPORT_EMAIL: 'suporte@carrossel.test' },
    { worker: true },
  );
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  await smtp.close();
});

const validTicket = {
  title: '  Não consigo baixar  ',
  description: '  O botão de download não faz nada no celular.  ',
  phone: '11987654321',
  context: { source_page: '/historico', app_version: 'mvp-0.1' },
  clientRef: 'AB12CD',
};

function report(user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/support/report',
    headers: { ...(user?.headers ?? {}), 'user-agent': 'vitest-agent/1.0', ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function readTicket(id: string) {
  const { rows } = await testApp.ctx.pool.query(
    'select id_usuario, name, email, phone, title, description, severity, source_page, ua, app_version, meta, status, ack_sent_at from support_tickets where id = $1',
    [id],
  );
  return rows[0];
}

describe('POST /api/support/report', () => {
  it('answers 401 with the expired-session message without a session', async () => {
    const response = await report(null, validTicket);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SUPPORT_MESSAGES.sessionExpired);
  });

  it('checks the ticket rules on the server: 400 with the field messages, nothing stored', async () => {
    const user = await createUser(testApp);
    const response = await report(user, { title: '   ', description: ' curta ', phone: '(11) 9 8765-432' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: SUPPORT_MESSAGES.titleRequired },
        { path: 'description', message: SUPPORT_MESSAGES.descriptionTooShort },
        { path: 'phone', message: SUPPORT_MESSAGES.phoneHint },
      ]),
    );
    const tooLong = await report(user, {
      ...validTicket,
      title: 'a'.repeat(121),
      description: 'd'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as typeof body).issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([SUPPORT_MESSAGES.titleTooLong, SUPPORT_MESSAGES.descriptionTooLong]),
    );
    const { rows } = await testApp.ctx.pool.query(
      'select count(*)::int as n from support_tickets where id_usuario = $1',
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('stores the ticket (trimmed, severity medium, the user, the context) and answers 201 with its id', async () => {
    const user = await createUser(testApp, { nome: 'Joana Prado' });
    const response = await report(user, validTicket);
    expect(response.statusCode).toBe(201);
    const { ticketId } = response.json() as { ticketId: string };
    expect(ticketId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readTicket(ticketId)).toMatchObject({
      id_usuario: user.id,
      name: 'Joana Prado',
      email: user.email,
      phone: '11987654321',
      title: 'Não consigo baixar',
      description: 'O botão de download não faz nada no celular.',
      severity: 'medium',
      source_page: '/historico',
      ua: 'vitest-agent/1.0',
      app_version: 'mvp-0.1',
      meta: expect.objectContaining({ clientRef: 'AB12CD' }),
    });
    const { rows: logs } = await testApp.ctx.pool.query(
      "select acao, detalhes from logs where id_usuario = $1 and acao = 'abrir_chamado'",
      [user.id],
    );
    expect(logs).toEqual([{ acao: 'abrir_chamado', detalhes: expect.objectContaining({ ticketId }) }]);
  });

  it('e-mails the acknowledgement over SMTP, then marks the ticket ack_sent; the team is notified', async () => {
    const user = await createUser(testApp);
    const response = await report(user, { ...validTicket, title: 'Cobrança em dobro' });
    expect(response.statusCode).toBe(201);
    const { ticketId } = response.json() as { ticketId: string };
    const protocol = `TKT-${ticketId.replace(/\D/g, '').slice(-4)}`;

    const ack = await waitFor(() => smtp.mails.find((mail) => mail.to.includes(user.email)));
    expect(ack.raw).toContain(`Recebemos seu chamado ${protocol}`);
    const notice = await waitFor(() =>
      smtp.mails.find((mail) => mail.to.includes('suporte@carrossel.test') && mail.raw.includes(protocol)),
    );
    expect(notice.raw).toContain(user.email);

    const ticket = await waitFor(async () => {
      const row = await readTicket(ticketId);
      return row?.status === 'ack_sent' ? row : undefined;
    });
    expect(ticket.ack_sent_at).toBeInstanceOf(Date);
  });

  it('limits each user to 5 tickets per 10 minutes: 429 with Retry-After, other users unaffected', async () => {
    const user = await createUser(testApp);
    for (let index = 0; index < 5; index++) {
      expect((await report(user, validTicket)).statusCode).toBe(201);
    }
    const limited = await report(user, validTicket);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Muitos chamados agora/),
    });

    const other = await createUser(testApp);
    expect((await report(other, validTicket)).statusCode).toBe(201);
  });
});

describe('admin support tickets', () => {
  let admin: TestUser;
  let author: TestUser;
  let ticketId: string;

  beforeAll(async () => {
    admin = await loginAdmin(testApp);
    author = await createUser(testApp, { nome: 'Rita Almeida' });
    const response = await report(author, { ...validTicket, title: 'PIX não compensou 50%' });
    ticketId = (response.json() as { ticketId: string }).ticketId;
  });

  const list = (user: TestUser | null, query = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/admin/support-tickets${query}`,
      headers: user?.headers ?? {},
    });
  const setStatus = (user: TestUser | null, id: string, status: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/support-tickets/${id}/status`,
      headers: user?.headers ?? {},
      payload: { status },
    });

  it('is for admins only: 401 without a session, 403 for a cliente', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(author)).statusCode).toBe(403);
    expect((await setStatus(author, ticketId, 'closed')).statusCode).toBe(403);
  });

  it('lists newest first with totals and per-status counts, filters by status and searches', async () => {
    const all = (await list(admin)).json() as SupportTicketListResponse;
    expect(all.total).toBeGreaterThanOrEqual(1);
    const dates = all.items.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.values(all.counts).reduce((sum, n) => sum + n, 0)).toBe(all.total);

    // '%' is a literal character in the search, not a wildcard.
    const found = (
      await list(admin, `?q=${encodeURIComponent('não compensou 50%')}`)
    ).json() as SupportTicketListResponse;
    expect(found.items.map((item) => item.id)).toEqual([ticketId]);
    expect(found.items[0]).toMatchObject({ name: 'Rita Almeida', email: author.email, severity: 'medium' });
    const byEmail = (
      await list(admin, `?q=${encodeURIComponent(author.email.toUpperCase())}`)
    ).json() as SupportTicketListResponse;
    expect(byEmail.items.map((item) => item.id)).toEqual([ticketId]);
    const none = (await list(admin, '?q=nada-a-ver-xyz')).json() as SupportTicketListResponse;
    expect(none).toMatchObject({ items: [], total: 0 });

    const closed = (await list(admin, '?status=closed')).json() as SupportTicketListResponse;
    expect(closed.items.every((item) => item.status === 'closed')).toBe(true);
    expect((await list(admin, '?status=aberto')).statusCode).toBe(400);
  });

  it('changes the status, writes a log row per change, and rejects unknown statuses and tickets', async () => {
    const response = await setStatus(admin, ticketId, 'in_progress');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { ticket: SupportTicket }).ticket).toMatchObject({
      id: ticketId,
      status: 'in_progress',
    });
    expect((await setStatus(admin, ticketId, 'resolved')).statusCode).toBe(200);
    // Same status again: answered, but nothing changed, so nothing is logged.
    expect((await setStatus(admin, ticketId, 'resolved')).statusCode).toBe(200);

    const { rows } = await testApp.ctx.pool.query(
      "select id_usuario, detalhes from logs where acao = 'chamado_status' and detalhes->>'ticketId' = $1 order by id",
      [ticketId],
    );
    expect(rows).toEqual([
      {
        id_usuario: admin.id,
        detalhes: expect.objectContaining({ de: expect.any(String), para: 'in_progress' }),
      },
      { id_usuario: admin.id, detalhes: expect.objectContaining({ de: 'in_progress', para: 'resolved' }) },
    ]);

    const invalid = await setStatus(admin, ticketId, 'aberto');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Status inválido.');
    expect((await setStatus(admin, '00000000-0000-4000-8000-000000000000', 'closed')).statusCode).toBe(404);
  });

  it('a late acknowledgement never overrules a status set by an admin', async () => {
    const response = await report(author, validTicket);
    const id = (response.json() as { ticketId: string }).ticketId;
    await testApp.ctx.pool.query(
      "update support_tickets set status = 'in_progress', ack_sent_at = null where id = $1",
      [id],
    );
    await testApp.services.support.markAckSent(id);
    const row = await readTicket(id);
    expect(row?.status).toBe('in_progress');
    expect(row?.ack_sent_at).toBeInstanceOf(Date);
  });
});
