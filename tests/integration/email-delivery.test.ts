import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '../../src/server/db/embedded';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, loginAdmin } from '../helpers/users';

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('e-mail through SMTP', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let port: number;
  let smtp: SMTPServer | undefined;
  const received: Received[] = [];

  beforeAll(async () => {
    port = await findFreePort(0);
    database = await createTestDatabase();
    testApp = await startTestApp(
      database.url,
      { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT: 'off' },
      { worker: true },
    );
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await database.drop();
  });

  it('never fails a sign-up while SMTP is down, and delivers once it is back', async () => {
    const email = `smtp-${Date.now()}@exemplo.com`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { nome: 'Carla Dias', email, senha: 'girassol-azul' },
    });
    expect(response.statusCode).toBe(201);

    // Wait until the first delivery attempt has failed and pg-boss scheduled a retry.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await testApp.ctx.pool.query(
        "select state from pgboss.job where name = 'email-send' and data->>'to' = $1",
        [email],
      );
      if (rows[0]?.state === 'retry') break;
      if (Date.now() > deadline) throw new Error(`the e-mail job never failed: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toHaveLength(0);

    smtp = await startSmtp(port, received);
    const arrival = Date.now() + 45_000;
    while (received.length === 0 && Date.now() < arrival)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([email]);
    expect(received[0]?.raw).toContain('/verify-email/');
    expect(received[0]?.raw).toMatch(/Content-Type: text\/html/i);
    expect(received[0]?.raw).toMatch(/Content-Type: text\/plain/i);
  }, 90_000);
  it('sends one purchase receipt however often the payment is confirmed, and tells the user of an admin adjustment', async () => {
    smtp ??= await startSmtp(port, received);
    const user = await createUser(testApp, { nome: 'Renata Moura', credits: 2 });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-pix-payment',
      headers: user.headers,
      payload: { packageId: 'popular' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json<{ paymentId: string }>().paymentId;
    // The same confirmation five times at once (a retried webhook racing the screen's poll).
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/pix-payment/${paymentId}/simulate`,
          headers: user.headers,
        }),
      ),
    );
    expect(confirmations.map((response) => response.statusCode)).toEqual(Array(5).fill(200));

    const admin = await loginAdmin(testApp);
    const adjusted = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credit-adjustments`,
      headers: admin.headers,
      payload: { quantidade: -3, motivo: 'Carrossel duplicado por engano' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    const mailsTo = async (subject: string) =>
      (
        await testApp.ctx.pool.query(
          `select data from pgboss.job where name = 'email-send' and data->>'to' = $1 and data->>'subject' = $2`,
          [user.email, subject],
        )
      ).rows.map((row) => row.data as { text: string });
    const receipts = await mailsTo('Recibo: 25 créditos no Carrossel');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Pacote: Popular, 25 créditos.');
    expect(receipts[0]?.text).toContain('Valor pago via PIX: R$ 134,90.');
    expect(receipts[0]?.text).toMatch(
      /Data do pagamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)\./,
    );
    expect(receipts[0]?.text).toContain(`Número do pedido: ${paymentId}.`);
    expect(receipts[0]?.text).toContain('Seu saldo agora: 27 créditos.');
    const adjustments = await mailsTo('Seus créditos foram ajustados');
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]?.text).toContain('Retiramos 3 créditos da sua conta.');
    expect(adjustments[0]?.text).toContain('Motivo: Carrossel duplicado por engano');
    expect(adjustments[0]?.text).toContain('Seu saldo agora: 24 créditos.');

    // Both leave through the SMTP server, to the buyer.
    const delivered = () =>
      received.filter((mail) => mail.to.includes(user.email)).map((mail) => mail.raw.replace(/=\r?\n/g, ''));
    await vi.waitFor(() => expect(delivered()).toHaveLength(2), { timeout: 45_000, interval: 200 });
    expect(delivered().some((raw) => raw.includes(paymentId))).toBe(true);
    expect(delivered().some((raw) => raw.includes('Carrossel duplicado por engano'))).toBe(true);
  }, 90_000);
});
