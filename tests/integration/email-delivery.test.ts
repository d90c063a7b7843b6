import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/server/db/embedded';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';

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
});
