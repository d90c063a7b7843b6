import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TICKET_SOURCE } from '../../src/server/support/service';
import { SUPPORT_MESSAGES, SUPPORT_TEAM_NAME } from '../../src/shared/support/messages';
import type {
  MyTicketListResponse,
  MyTicketThreadResponse,
  SupportTicket,
  SupportTicketListResponse,
  SupportTicketThreadResponse,
} from '../../src/shared/support/schemas';
import { decodeQuotedPrintable } from '../helpers/mail';
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

describe('the conversation of a ticket', () => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await loginAdmin(testApp);
  });

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const mailsTo = (address: string, text: string) =>
    smtp.mails
      .filter((mail) => mail.to.includes(address))
      .map((mail) => decodeQuotedPrintable(mail.raw))
      .filter((text_) => text_.includes(text));

  async function openTicket(user: TestUser, title: string): Promise<string> {
    const response = await report(user, { ...validTicket, title });
    expect(response.statusCode).toBe(201);
    return (response.json() as { ticketId: string }).ticketId;
  }

  it("is its owner's only: another user gets 404 on it, as for a missing ticket, and never lists it", async () => {
    const owner = await createUser(testApp);
    const stranger = await createUser(testApp);
    const ticketId = await openTicket(owner, 'Meu chamado');

    const mine = (await call(owner, 'GET', '/api/support/tickets')).json() as MyTicketListResponse;
    expect(mine.items).toEqual([
      expect.objectContaining({ id: ticketId, title: 'Meu chamado', replies: 0, answered: false }),
    ]);
    expect(mine.items[0]?.protocol).toMatch(/^TKT-\d{4}$/);
    expect((await call(stranger, 'GET', '/api/support/tickets')).json()).toEqual({ items: [] });

    const read = await call(stranger, 'GET', `/api/support/tickets/${ticketId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(SUPPORT_MESSAGES.ticketNotFound);
    const write = await call(stranger, 'POST', `/api/support/tickets/${ticketId}/messages`, { body: 'Oi' });
    expect(write.statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/support/tickets/${ticketId}`)).statusCode).toBe(401);
    // The team's side is for admins only.
    expect((await call(owner, 'GET', `/api/admin/support-tickets/${ticketId}`)).statusCode).toBe(403);
    expect(
      (await call(owner, 'POST', `/api/admin/support-tickets/${ticketId}/messages`, { body: 'Oi' }))
        .statusCode,
    ).toBe(403);
    const { rows } = await testApp.ctx.pool.query(
      'select count(*)::int as n from support_ticket_messages where ticket_id = $1',
      [ticketId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('goes both ways: the team answers (user e-mailed), the user replies (team e-mailed), statuses are announced', async () => {
    const owner = await createUser(testApp, { nome: 'Otávio Lima' });
    const ticketId = await openTicket(owner, 'Cobrança duplicada');

    const answered = await call(admin, 'POST', `/api/admin/support-tickets/${ticketId}/messages`, {
      body: '  Olá! Vamos verificar o pagamento.  ',
    });
    expect(answered.statusCode).toBe(201);
    const adminView = answered.json() as SupportTicketThreadResponse;
    // Nobody had picked the ticket up: the answer moves it on.
    expect(adminView.ticket.status).toBe('in_progress');
    expect(adminView.messages).toEqual([
      expect.objectContaining({
        author: 'team',
        author_name: admin.nome,
        body: 'Olá! Vamos verificar o pagamento.',
      }),
    ]);
    const replyMail = await waitFor(() => mailsTo(owner.email, 'Resposta ao seu chamado')[0]);
    expect(replyMail).toContain('Vamos verificar o pagamento.');
    expect(replyMail).toContain(`/meus-chamados/${ticketId}`);

    // The user sees the team's name, never which admin wrote.
    const thread = (
      await call(owner, 'GET', `/api/support/tickets/${ticketId}`)
    ).json() as MyTicketThreadResponse;
    expect(thread.ticket).toMatchObject({ status: 'in_progress', replies: 1, answered: true });
    expect(thread.messages.map((message) => [message.author, message.author_name])).toEqual([
      ['team', SUPPORT_TEAM_NAME],
    ]);

    const userReply = await call(owner, 'POST', `/api/support/tickets/${ticketId}/messages`, {
      body: 'Paguei duas vezes às 10h.',
    });
    expect(userReply.statusCode).toBe(201);
    expect((userReply.json() as MyTicketThreadResponse).ticket).toMatchObject({
      replies: 2,
      answered: false,
    });
    await waitFor(() => mailsTo('suporte@carrossel.test', 'Paguei duas vezes')[0]);

    expect(
      (await call(admin, 'PUT', `/api/admin/support-tickets/${ticketId}/status`, { status: 'resolved' }))
        .statusCode,
    ).toBe(200);
    await waitFor(() => mailsTo(owner.email, 'Resolvido')[0]);
    const resolved = (
      await call(owner, 'GET', `/api/support/tickets/${ticketId}`)
    ).json() as MyTicketThreadResponse;
    expect(resolved.ticket.status).toBe('resolved');
    expect(resolved.messages.at(-1)).toMatchObject({ author: 'system', status: 'resolved' });

    // A reply opens a resolved ticket again; a closed one refuses it and keeps nothing.
    await call(owner, 'POST', `/api/support/tickets/${ticketId}/messages`, { body: 'Ainda não caiu.' });
    expect((await readTicket(ticketId))?.status).toBe('in_progress');
    await call(admin, 'PUT', `/api/admin/support-tickets/${ticketId}/status`, { status: 'closed' });
    const refused = await call(owner, 'POST', `/api/support/tickets/${ticketId}/messages`, { body: 'Olá?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.ticketClosed);
    const blank = await call(admin, 'POST', `/api/admin/support-tickets/${ticketId}/messages`, {
      body: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(SUPPORT_MESSAGES.replyRequired);
    const { rows } = await testApp.ctx.pool.query(
      "select author, status from support_ticket_messages where ticket_id = $1 and body like 'Olá?%'",
      [ticketId],
    );
    expect(rows).toEqual([]);
  });
});

describe('POST /api/support/public (a blocked account, from the login screen)', () => {
  let ipCounter = 0;
  /** Each test its own IP, so the per-IP limit of one test does not spill into another. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const send = (email: string, ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/support/public',
      remoteAddress: ip,
      payload: { email, description: 'Minha conta foi bloqueada por engano.' },
    });
  const ticketsOf = async (userId: string) =>
    (
      await testApp.ctx.pool.query('select source_page, phone from support_tickets where id_usuario = $1', [
        userId,
      ])
    ).rows;

  async function blockedUser(): Promise<TestUser> {
    const user = await createUser(testApp, { nome: 'Bruna Bloqueada' });
    await testApp.ctx.pool.query("update profiles set status = 'bloqueado' where id = $1", [user.id]);
    return user;
  }

  it('opens a ticket for the account and acknowledges it by e-mail; an unknown address gets the same answer', async () => {
    const user = await blockedUser();
    const known = await send(user.email.toUpperCase(), freshIp());
    const unknown = await send('ninguem-aqui@exemplo.com', freshIp());
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: SUPPORT_MESSAGES.publicAccepted });

    expect(await ticketsOf(user.id)).toEqual([{ source_page: PUBLIC_TICKET_SOURCE, phone: null }]);
    await waitFor(() => smtp.mails.find((mail) => mail.to.includes(user.email)));
    const { rows } = await testApp.ctx.pool.query(
      "select count(*)::int as n from support_tickets where email = 'ninguem-aqui@exemplo.com'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('drops a fourth ticket a day for one account in silence: same answer, nothing stored', async () => {
    const user = await blockedUser();
    for (let index = 0; index < 4; index++) {
      const response = await send(user.email, freshIp());
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: SUPPORT_MESSAGES.publicAccepted });
    }
    expect(await ticketsOf(user.id)).toHaveLength(3);
  });

  it('limits per IP and per address alike, whether the address has an account or not', async () => {
    const user = await blockedUser();
    const ip = freshIp();
    const addresses = [user.email, 'a1@exemplo.com', 'a2@exemplo.com', 'a3@exemplo.com', 'a4@exemplo.com'];
    for (const address of addresses) expect((await send(address, ip)).statusCode).toBe(202);
    const limitedKnown = await send(user.email, ip);
    const limitedUnknown = await send('a5@exemplo.com', ip);
    expect(limitedKnown.statusCode).toBe(429);
    expect(limitedUnknown.statusCode).toBe(429);
    expect(limitedKnown.json().message).toBe(limitedUnknown.json().message);

    // One address from many IPs: the sixth is refused too, known or not.
    for (const address of [user.email, 'b0@exemplo.com']) {
      const answers = [];
      for (let index = 0; index < 6; index++) answers.push((await send(address, freshIp())).statusCode);
      expect(answers.slice(0, 4)).toEqual([202, 202, 202, 202]);
      expect(answers[5]).toBe(429);
    }
  });

  it('refuses a bad e-mail or a too short message with the field messages', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/support/public',
      remoteAddress: freshIp(),
      payload: { email: 'nao-e-email', description: 'curta' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      (response.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort(),
    ).toEqual(['description', 'email']);
  });
});
