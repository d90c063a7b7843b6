import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectAccountData } from '../../src/server/account/collect-account-data';
import { applyCreditChange, personalWorkspaceId } from '../../src/server/credits/ledger';
import { withTransaction } from '../../src/server/db/transaction';
import { KEPT_ON_DELETION } from '../../src/server/users/erase-account';
import {
  ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
  type ExportStatusResponse,
} from '../../src/shared/account/data-rights';
import { getDefaultBrandKit } from '../../src/shared/brand-kit/schema';
import type { CarouselDto } from '../../src/shared/carousels/api';
import {
  CONVENCER_FIELDS,
  createCarousel,
  listTemplates,
  makePng,
  uploadImage,
  waitForCarousel,
} from '../helpers/carousels';
import { waitForMail } from '../helpers/mail';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';
import { createUser, login, loginAdmin, type TestUser } from '../helpers/users';

let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.url, { RATE_LIMIT: 'off' }, { worker: true });
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  testApp.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A customer with everything an account can hold: a generated carousel with an own cover, a purchase, a ticket. */
async function richUser(): Promise<{
  user: TestUser;
  carousel: CarouselDto;
  uploadKey: string;
  paymentId: string;
}> {
  const user = await createUser(testApp, { nome: 'Joana Dados', credits: 3 });
  const upload = await uploadImage(testApp, user, await makePng(800, 800));
  expect(upload.status).toBe(201);
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: (await listTemplates(testApp, user))[0]?.id,
    campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const carousel = await waitForCarousel(testApp, user, created.body.id, 60_000);
  expect(carousel.status).toBe('concluido');
  const paymentId = await withTransaction(testApp.ctx.pool, async ({ db, client }) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into pagamentos (id_usuario, plano, pix_id, status, quantidade, valor, vencimento, data_pagamento)
       values ($1, 'popular', $2, 'pago', 10, 5990, now(), now()) returning id`,
      [user.id, `txid-${user.id}`],
    );
    const id = rows[0]?.id as string;
    await applyCreditChange(db, {
      workspaceId: await personalWorkspaceId(db, user.id),
      userId: user.id,
      kind: 'compra',
      delta: 10,
      descricao: 'Compra',
      idPagamento: id,
    });
    const ticket = await client.query<{ id: string }>(
      `insert into support_tickets (id_usuario, name, email, title, description)
       values ($1, 'Joana Dados', $2, 'Dúvida sobre PIX', 'Meu pagamento demorou para aparecer no saldo.')
       returning id`,
      [user.id, user.email],
    );
    // The conversation: the team's answer (by an admin, who stays unnamed), the status change, the user's reply.
    await client.query(
      `insert into support_ticket_messages (ticket_id, author, author_id, body, status, created_at) values
         ($1, 'team', (select id from profiles where tipo = 'admin' limit 1), 'O saldo já foi atualizado.', null,
          now() - interval '2 minutes'),
         ($1, 'system', null, 'Status alterado para Resolvido.', 'resolved', now() - interval '1 minute'),
         ($1, 'user', $2, 'Obrigada, apareceu!', null, now())`,
      [ticket.rows[0]?.id, user.id],
    );
    return id;
  });
  return { user, carousel, uploadKey: new URL(upload.body.url, 'http://x').pathname, paymentId };
}

async function exportStatus(user: TestUser): Promise<ExportStatusResponse> {
  const response = await call('GET', '/api/account/export', user);
  expect(response.statusCode).toBe(200);
  return response.json() as ExportStatusResponse;
}

describe('data export (POST/GET /api/account/export)', () => {
  it('asks for a session', async () => {
    expect((await call('POST', '/api/account/export')).statusCode).toBe(401);
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401);
  });

  it('finds a cover through the key its carousel stores once the upload’s own row is gone, and shows it as an address', async () => {
    const { user, carousel, uploadKey } = await richUser();
    const key = testApp.ctx.storage.parsePublicUrl(uploadKey)?.key ?? '';
    expect(key).toMatch(new RegExp(`^public/${user.id}-`));
    // The hourly cleanup drops a used upload's row after a day; the carousel's fields still name the file.
    await testApp.ctx.pool.query('delete from uploads where id_usuario = $1', [user.id]);
    const data = await collectAccountData(testApp.ctx.pool, testApp.ctx.storage, user.id);
    expect(data.files.filter((file) => file.bucket === 'medias')).toEqual([
      { bucket: 'medias', key, path: `arquivos/envios/${key.slice('public/'.length)}` },
    ]);
    const [fields] = (data.document.carrosseis as { id: string; campos_personalizados: unknown }[]).map(
      (row) => row.campos_personalizados,
    );
    expect(fields).toEqual({
      ...CONVENCER_FIELDS,
      imagemUrl: testApp.ctx.storage.publicUrl('medias', key),
    });
    expect(carousel.campos_personalizados).toEqual(fields);
  });

  it('exports the brand kit with its avatar as an address and the avatar among the files, found by its key', async () => {
    const user = await createUser(testApp, { nome: 'Joana Marca' });
    const avatar = await uploadImage(testApp, user, await makePng(64, 64), 'avatar.png');
    expect(avatar.status).toBe(201);
    const saved = await call('PUT', '/api/brand-kit', user, {
      ...getDefaultBrandKit('Joana Doces'),
      avatar_url: avatar.body.url,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // As for a cover: the kit's key names the file once the upload's own row is gone.
    await testApp.ctx.pool.query('delete from uploads where id_usuario = $1', [user.id]);
    const data = await collectAccountData(testApp.ctx.pool, testApp.ctx.storage, user.id);
    expect(data.files).toEqual([
      {
        bucket: 'medias',
        key: avatar.body.path,
        path: `arquivos/envios/${avatar.body.path.slice('public/'.length)}`,
      },
    ]);
    expect(data.document.marca).toMatchObject({
      nome: 'Joana Doces',
      avatar_url: testApp.ctx.storage.publicUrl('medias', avatar.body.path),
    });
    expect(data.document.marca).not.toHaveProperty('avatar_chave');
  });

  it('exports refunds, API keys (never their hash) and webhook endpoints (never their secret)', async () => {
    const user = await createUser(testApp, { nome: 'Joana Integra' });
    const key = await call('POST', '/api/api-keys', user, { nome: 'Planilha' });
    expect(key.statusCode, key.body).toBe(201);
    const { chave, prefixo } = key.json() as { chave: string; prefixo: string };
    const { rows } = await testApp.ctx.pool.query<{ id: string }>(
      `with pago as (
         insert into pagamentos (id_usuario, plano, pix_id, status, quantidade, valor, vencimento, data_pagamento)
         values ($1, 'popular', $2, 'pago', 10, 5990, now(), now()) returning id)
       insert into estornos (id_pagamento, motivo, quantidade, valor, status)
       select id, 'Comprou por engano', 10, 5990, 'devolvido' from pago returning id_pagamento as id`,
      [user.id, `txid-${user.id}`],
    );
    const paymentId = rows[0]?.id;
    const secret = 'whsec_c2VncmVkby1kZS10ZXN0ZS1kby13ZWJob29r';
    await testApp.ctx.pool.query(
      `insert into webhook_endpoints (id_usuario, url, eventos, segredo)
       values ($1, 'https://n8n.exemplo.com.br/webhook/abc', '{carousel.concluido}', $2)`,
      [user.id, secret],
    );

    const data = await collectAccountData(testApp.ctx.pool, testApp.ctx.storage, user.id);
    expect(data.document.estornos).toEqual([
      expect.objectContaining({
        id_pagamento: paymentId,
        motivo: 'Comprou por engano',
        quantidade: 10,
        valor_centavos: 5990,
        status: 'devolvido',
      }),
    ]);
    expect(data.document.chaves_api).toEqual([
      expect.objectContaining({ nome: 'Planilha', prefixo, ultimo_uso_em: null, revogada_em: null }),
    ]);
    expect(data.document.webhooks).toEqual([
      expect.objectContaining({
        url: 'https://n8n.exemplo.com.br/webhook/abc',
        eventos: ['carousel.concluido'],
        ativo: true,
      }),
    ]);
    const text = JSON.stringify(data.document);
    const { rows: hashes } = await testApp.ctx.pool.query<{ hash_chave: string }>(
      'select hash_chave from chaves_api where id_usuario = $1',
      [user.id],
    );
    expect(text).not.toContain(hashes[0]?.hash_chave);
    expect(text).not.toContain(chave);
    expect(text).not.toContain(secret);
  });

  it('queues once, builds a ZIP with the data and every own file, e-mails a 24 h link, then refuses a repeat', async () => {
    const { user, carousel, paymentId } = await richUser();
    const other = await createUser(testApp);
    expect(await exportStatus(user)).toEqual({ status: 'nenhuma' });

    const first = await call('POST', '/api/account/export', user);
    expect(first.statusCode).toBe(202);
    expect((first.json() as ExportStatusResponse).status).toMatch(/preparando|pronta/);
    // A second click while it is built starts nothing new.
    expect((await call('POST', '/api/account/export', user)).statusCode).toBe(202);
    const { rows: requests } = await testApp.ctx.pool.query(
      'select 1 from exportacoes where id_usuario = $1',
      [user.id],
    );
    expect(requests).toHaveLength(1);

    await expect.poll(async () => (await exportStatus(user)).status, { timeout: 30_000 }).toBe('pronta');
    const ready = await exportStatus(user);
    const expiresIn = new Date(ready.expiraEm ?? 0).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);
    const link = new URL(ready.url ?? '');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('assinatura')).toBeTruthy();

    const download = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="carrossel-meus-dados-/);
    const entries = unzipSync(new Uint8Array(download.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(entries['dados.json'])) as Record<string, unknown> & {
      perfil: { email: string; nome: string; password_hash?: string };
      extrato: { tipo: string; delta: number }[];
      pagamentos: { id: string; pix_id: string; valor_centavos: number }[];
      chamados: { titulo: string; mensagens: Record<string, unknown>[] }[];
      carrosseis: { id: string; campos_personalizados: Record<string, unknown>; versoes: unknown[] }[];
    };
    expect(data.perfil).toMatchObject({ email: user.email, nome: 'Joana Dados' });
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.extrato.map((row) => row.tipo)).toEqual(['bonus_cadastro', 'carrossel', 'compra']);
    expect(data.pagamentos).toEqual([
      expect.objectContaining({ id: paymentId, pix_id: `txid-${user.id}`, valor_centavos: 5990 }),
    ]);
    expect(data.chamados.map((ticket) => ticket.titulo)).toEqual(['Dúvida sobre PIX']);
    expect(data.chamados[0]?.mensagens).toEqual([
      expect.objectContaining({ autor: 'equipe', texto: 'O saldo já foi atualizado.', status: null }),
      expect.objectContaining({ autor: 'sistema', status: 'resolved' }),
      expect.objectContaining({ autor: 'usuario', texto: 'Obrigada, apareceu!' }),
    ]);
    expect(data.chamados[0]?.mensagens.every((message) => !('author_id' in message))).toBe(true);
    expect(data.carrosseis).toHaveLength(1);
    expect(data.carrosseis[0]?.campos_personalizados).toMatchObject({ mito: CONVENCER_FIELDS.mito });
    expect(data.carrosseis[0]?.versoes).toHaveLength(1);
    const names = Object.keys(entries);
    const carouselFiles = names.filter((name) =>
      name.startsWith(`arquivos/carrosseis/${carousel.id}/versao-1/`),
    );
    expect(carouselFiles.some((name) => name.endsWith('.zip'))).toBe(true);
    expect(carouselFiles.some((name) => name.endsWith('.pdf'))).toBe(true);
    expect(carouselFiles.filter((name) => name.endsWith('.png'))).toHaveLength(carousel.slides.length);
    expect(names.filter((name) => name.startsWith(`arquivos/envios/${user.id}-`))).toHaveLength(1);

    const mail = await waitForMail(testApp.dataDir, user.email, { subject: /dados do Carrossel/ });
    expect(mail.text).toContain(ready.url);
    expect(mail.text).toMatch(/funciona até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // The link is the only way in: not a plain file, not with a changed signature, not for someone else.
    const plain = await testApp.app.inject({ method: 'GET', url: `/storage/exportacoes/${user.id}/` });
    expect(plain.statusCode).toBe(404);
    const { rows } = await testApp.ctx.pool.query<{ storage_key: string }>(
      'select storage_key from exportacoes where id_usuario = $1',
      [user.id],
    );
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/storage/exportacoes/${rows[0]?.storage_key}` }))
        .statusCode,
    ).toBe(404);
    link.searchParams.set('assinatura', `${link.searchParams.get('assinatura')?.slice(0, -2)}AA`);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode,
    ).toBe(410);
    expect(await exportStatus(other)).toEqual({ status: 'nenhuma' });

    const again = await call('POST', '/api/account/export', user);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain(ACCOUNT_MESSAGES.exportTooSoon);
    expect(again.headers['retry-after']).toBeDefined();

    // After 24 hours the status says so and hands out no link.
    await testApp.ctx.pool.query(
      `update exportacoes set expira_em = now() - interval '1 second' where id_usuario = $1`,
      [user.id],
    );
    expect(await exportStatus(user)).toEqual({ status: 'expirada', pedidaEm: ready.pedidaEm });
  });
});

describe('account deletion (DELETE /api/account)', () => {
  it('asks for a session and the right password, and changes nothing otherwise', async () => {
    const user = await createUser(testApp);
    expect((await call('DELETE', '/api/account', undefined, { senha: 'x' })).statusCode).toBe(401);
    const missing = await call('DELETE', '/api/account', user, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(ACCOUNT_MESSAGES.passwordRequired);
    const wrong = await call('DELETE', '/api/account', user, { senha: 'nao-e-a-senha' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await call('GET', '/api/me', user)).statusCode).toBe(200);
  });

  it('removes personal data and files, keeps the ledger and payments anonymised, ends every session, frees the e-mail', async () => {
    const { user, carousel, uploadKey, paymentId } = await richUser();
    const secondDevice = await login(testApp, user.email, user.senha);
    const admin = await loginAdmin(testApp);
    // An admin action about the user names them in the log until the deletion.
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${user.id}/status`,
          headers: admin.headers,
          payload: { status: 'ativo' },
        })
      ).statusCode,
    ).toBeLessThan(500);
    const { rows: fileRows } = await testApp.ctx.pool.query<{ storage_path: string }>(
      'select storage_path from arquivos where id_carrossel = $1',
      [carousel.id],
    );
    expect(fileRows.length).toBeGreaterThan(0);
    const { rows: ledgerBefore } = await testApp.ctx.pool.query(
      'select id, kind, delta, saldo_apos from credit_ledger where id_usuario = $1 order by id',
      [user.id],
    );

    const removed = await call('DELETE', '/api/account', user, { senha: user.senha });
    expect(removed.statusCode, removed.body).toBe(204);

    // Every session ends at once, on every device.
    expect((await call('GET', '/api/me', user)).statusCode).toBe(401);
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${secondDevice.access_token}` },
        })
      ).statusCode,
    ).toBe(401);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: secondDevice.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, senha: user.senha },
        })
      ).statusCode,
    ).toBe(401);

    // The profile is an anonymous anchor; the ledger and payments stay whole.
    const {
      rows: [profile],
    } = await testApp.ctx.pool.query('select nome, email, phone, status, tipo from profiles where id = $1', [
      user.id,
    ]);
    expect(profile).toEqual({
      nome: DELETED_ACCOUNT_NAME,
      email: `excluida-${user.id}@conta-excluida.invalid`,
      phone: null,
      status: 'excluida',
      tipo: 'cliente',
    });
    const { rows: ledgerAfter } = await testApp.ctx.pool.query(
      'select id, kind, delta, saldo_apos from credit_ledger where id_usuario = $1 order by id',
      [user.id],
    );
    expect(ledgerAfter).toEqual(ledgerBefore);
    const { rows: payments } = await testApp.ctx.pool.query(
      'select id, pix_id, valor from pagamentos where id_usuario = $1',
      [user.id],
    );
    expect(payments).toEqual([{ id: paymentId, pix_id: `txid-${user.id}`, valor: 5990 }]);

    // Nothing else of theirs is left in any table that hangs on the profile.
    const { rows: owned } = await testApp.ctx.pool.query<{ table: string; column: string }>(
      `select c.conrelid::regclass::text as table, a.attname as column from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = 'profiles'::regclass and c.confdeltype = 'c'`,
    );
    expect(owned.map((row) => row.table)).toEqual(
      expect.arrayContaining(['carrosseis', 'support_tickets', 'auth_sessions', 'uploads']),
    );
    for (const { table, column } of owned) {
      if (KEPT_ON_DELETION.has(table)) continue;
      const { rows } = await testApp.ctx.pool.query(
        `select count(*)::int as n from ${table} where "${column}" = $1 ${table === 'logs' ? "and acao <> 'excluir_propria_conta'" : ''}`,
        [user.id],
      );
      expect(rows[0], table).toEqual({ n: 0 });
    }
    const { rows: adminLogs } = await testApp.ctx.pool.query(
      `select detalhes from logs where detalhes ->> 'alvo' = $1`,
      [user.id],
    );
    expect(JSON.stringify(adminLogs)).not.toContain(user.email);

    // Files are gone from storage.
    for (const row of fileRows)
      expect(await testApp.ctx.storage.get('carrosseis', row.storage_path)).toBeNull();
    const parsed = testApp.ctx.storage.parsePublicUrl(uploadKey);
    expect(parsed && (await testApp.ctx.storage.get(parsed.bucket, parsed.key))).toBeNull();

    // The address can sign up again, as a brand-new account.
    const signup = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { nome: 'Joana de Novo', email: user.email, senha: 'Outra-senha-forte-9' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json().user.id).not.toBe(user.id);
  });

  it('refuses the last active admin with 409 and lets an admin go once another remains', async () => {
    const admin = await loginAdmin(testApp);
    const refused = await call('DELETE', '/api/account', admin, { senha: admin.senha });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.lastAdmin);
    expect((await call('GET', '/api/me', admin)).statusCode).toBe(200);

    const second = await createUser(testApp, { tipo: 'admin' });
    const gone = await call('DELETE', '/api/account', second, { senha: second.senha });
    expect(gone.statusCode).toBe(204);
    expect((await call('DELETE', '/api/account', admin, { senha: admin.senha })).statusCode).toBe(409);
  });
});

describe('credit ledger: no zero-delta row', () => {
  it('refuses a zero admin adjustment in the database, and its migration applies over an old zero row', async () => {
    const user = await createUser(testApp, { credits: 1 });
    const insertZero = () =>
      testApp.ctx.pool.query(
        `insert into credit_ledger (id_usuario, kind, delta, saldo_apos, descricao) values ($1, 'ajuste_admin', 0, 1, 'Nada')`,
        [user.id],
      );
    await expect(insertZero()).rejects.toMatchObject({
      code: '23514',
      constraint: 'credit_ledger_delta_check',
    });

    const migration = readFileSync(path.resolve('drizzle/0011_account_data_and_share_links.sql'), 'utf8');
    const addCheck = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .find((statement) =>
        statement.startsWith('ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_delta_check"'),
      );
    expect(addCheck).toBeDefined();
    await testApp.ctx.pool.query('alter table credit_ledger drop constraint credit_ledger_delta_check');
    await insertZero();
    await testApp.ctx.pool.query(addCheck ?? '');
    await expect(insertZero()).rejects.toMatchObject({ code: '23514' });
  });
});
