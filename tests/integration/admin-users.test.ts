import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../src/server/http/app-error';
import { USER_EVENTS_CHANNEL } from '../../src/server/user-events/channel';
import { createAdminUsersService } from '../../src/server/users/admin-service';
import { DELETED_ACCOUNT_NAME } from '../../src/shared/account/data-rights';
import { ADMIN_LOG_ACTIONS, ADMIN_MESSAGES } from '../../src/shared/admin/messages';
import type { AdminUsersPage, UserEditBody } from '../../src/shared/admin/users';
import { AUTH_MESSAGES } from '../../src/shared/auth/schemas';
import { setUpAppKit } from '../helpers/app-kit';
import { createTestDatabase, startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, login, loginAdmin, type TestUser } from '../helpers/users';
import { personalWorkspaceOf } from '../helpers/workspaces';
import { countRows, insertCarousel, makeImage } from './admin-test-kit';

let testApp: TestApp;
let admin: TestUser;

setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});

function adminCall(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  as: TestUser = admin,
) {
  return testApp.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
}

async function readLogs(acao: string, alvo: string) {
  const { rows } = await testApp.ctx.pool.query(
    `select id_usuario, detalhes, ip, user_agent from logs where acao = $1 and detalhes->>'alvo' = $2`,
    [acao, alvo],
  );
  return rows;
}

describe('GET /api/admin/users', () => {
  it('lists every user with balance, role, status and sign-up date in the spec shape', async () => {
    const user = await createUser(testApp, { nome: 'Ana Lista', email: 'ana.lista@exemplo.com', credits: 9 });
    const response = await adminCall('GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    const users = (response.json() as AdminUsersPage).items;
    const ana = users.find((entry) => entry.id === user.id);
    expect(ana).toEqual({
      id: user.id,
      uuid: user.id,
      nome: 'Ana Lista',
      email: 'ana.lista@exemplo.com',
      tipo: 'cliente',
      status: 'ativo',
      credits: 9,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(users.find((entry) => entry.id === admin.id)).toMatchObject({ tipo: 'admin', credits: 0 });
  });
});

describe('PUT /api/admin/users/{id}/status', () => {
  it('blocking a signed-in user cuts their very next request and their refresh token, and is logged', async () => {
    const user = await createUser(testApp);
    expect((await adminCall('GET', '/api/me', undefined, user)).statusCode).toBe(200);

    const response = await adminCall('PUT', `/api/admin/users/${user.id}/status`, { status: 'bloqueado' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, status: 'bloqueado' });

    // The session is revoked with the block: the next request and the refresh are refused, saying why.
    const next = await adminCall('GET', '/api/me', undefined, user);
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('account_blocked');
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.session.refresh_token },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().code).toBe('account_blocked');
    const relogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, senha: user.senha },
    });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json().code).toBe('account_blocked');

    const [log] = await readLogs(ADMIN_LOG_ACTIONS.blockUser, user.id);
    expect(log).toMatchObject({
      id_usuario: admin.id,
      detalhes: { alvo: user.id, email: user.email, de: 'ativo', para: 'bloqueado' },
    });
  });

  it('activating lets the user sign in again; asking for the current status changes nothing', async () => {
    const user = await createUser(testApp);
    await adminCall('PUT', `/api/admin/users/${user.id}/status`, { status: 'bloqueado' });
    const activated = await adminCall('PUT', `/api/admin/users/${user.id}/status`, { status: 'ativo' });
    expect(activated.json()).toMatchObject({ status: 'ativo' });
    await expect(login(testApp, user.email, user.senha)).resolves.toMatchObject({ user: { id: user.id } });

    const again = await adminCall('PUT', `/api/admin/users/${user.id}/status`, { status: 'ativo' });
    expect(again.statusCode).toBe(200);
    expect(await readLogs(ADMIN_LOG_ACTIONS.activateUser, user.id)).toHaveLength(1);
  });

  it('accepts only ativo or bloqueado, and answers 404 for an unknown user', async () => {
    const user = await createUser(testApp);
    const pending = await adminCall('PUT', `/api/admin/users/${user.id}/status`, { status: 'pendente' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(ADMIN_MESSAGES.invalidToggleStatus);
    const missing = await adminCall('PUT', `/api/admin/users/${randomUUID()}/status`, { status: 'ativo' });
    expect(missing.statusCode).toBe(404);
    const malformed = await adminCall('PUT', '/api/admin/users/not-a-uuid/status', { status: 'ativo' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('edits nome, e-mail (lower-cased), tipo and status, and logs what changed', async () => {
    const user = await createUser(testApp);
    const response = await adminCall('PUT', `/api/admin/users/${user.id}`, {
      nome: '  Joana Editada ',
      email: 'Joana.Nova@Exemplo.com',
      tipo: 'cliente',
      status: 'pendente',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nome: 'Joana Editada',
      email: 'joana.nova@exemplo.com',
      status: 'pendente',
    });
    const [log] = await readLogs(ADMIN_LOG_ACTIONS.editUser, user.id);
    expect(log?.detalhes).toEqual({
      alvo: user.id,
      email: user.email,
      antes: { nome: 'Maria Teste', email: user.email, status: 'ativo' },
      depois: { nome: 'Joana Editada', email: 'joana.nova@exemplo.com', status: 'pendente' },
    });
  });

  it("answers the spec's messages for a short name, a bad e-mail, and unknown tipo or status", async () => {
    const user = await createUser(testApp);
    const response = await adminCall('PUT', `/api/admin/users/${user.id}`, {
      nome: 'J',
      email: 'não-é-email',
      tipo: 'root',
      status: 'suspenso',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'nome', message: AUTH_MESSAGES.shortName },
        { path: 'email', message: 'E-mail inválido' },
        { path: 'tipo', message: ADMIN_MESSAGES.invalidRole },
        { path: 'status', message: ADMIN_MESSAGES.invalidStatus },
      ]),
    );
    expect(AUTH_MESSAGES.shortName).toBe('Nome deve ter pelo menos 2 caracteres');
    const { rows } = await testApp.ctx.pool.query('select nome from profiles where id = $1', [user.id]);
    expect(rows[0].nome).toBe('Maria Teste');
  });

  it('answers 409 when the e-mail belongs to another user, whatever its case', async () => {
    const taken = await createUser(testApp, { email: 'ocupado@exemplo.com' });
    const user = await createUser(testApp);
    const response = await adminCall('PUT', `/api/admin/users/${user.id}`, {
      nome: 'Outra',
      email: 'OCUPADO@exemplo.com',
      tipo: 'cliente',
      status: 'ativo',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.emailTaken);
    // Keeping one's own address is not a conflict.
    const same = await adminCall('PUT', `/api/admin/users/${taken.id}`, {
      nome: 'Dona do e-mail',
      email: 'ocupado@exemplo.com',
      tipo: 'cliente',
      status: 'ativo',
    });
    expect(same.statusCode).toBe(200);
  });

  it('demoting an admin takes the admin area away at their next request', async () => {
    const other = await createUser(testApp, { tipo: 'admin' });
    expect((await adminCall('GET', '/api/admin/users', undefined, other)).statusCode).toBe(200);
    await adminCall('PUT', `/api/admin/users/${other.id}`, {
      nome: other.nome,
      email: other.email,
      tipo: 'cliente',
      status: 'ativo',
    });
    expect((await adminCall('GET', '/api/admin/users', undefined, other)).statusCode).toBe(403);
  });
});

describe('self-protection and the last active admin', () => {
  it('an admin cannot block, deactivate, demote or delete themselves', async () => {
    const block = await adminCall('PUT', `/api/admin/users/${admin.id}/status`, { status: 'bloqueado' });
    expect(block.statusCode).toBe(403);
    expect(block.json().message).toBe(ADMIN_MESSAGES.selfBlock);
    const edit = (changes: Record<string, string>) =>
      adminCall('PUT', `/api/admin/users/${admin.id}`, {
        nome: admin.nome,
        email: admin.email,
        tipo: 'admin',
        status: 'ativo',
        ...changes,
      });
    expect((await edit({ tipo: 'cliente' })).json().message).toBe(ADMIN_MESSAGES.selfDemote);
    expect((await edit({ status: 'bloqueado' })).json().message).toBe(ADMIN_MESSAGES.selfBlock);
    expect((await edit({ status: 'pendente' })).json().message).toBe(ADMIN_MESSAGES.selfDeactivate);
    const remove = await adminCall('DELETE', `/api/admin/users/${admin.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(ADMIN_MESSAGES.selfDelete);
    // Renaming oneself is fine.
    const rename = await edit({ nome: 'Administrador Geral' });
    expect(rename.statusCode).toBe(200);
    const { rows } = await testApp.ctx.pool.query('select tipo, status from profiles where id = $1', [
      admin.id,
    ]);
    expect(rows[0]).toEqual({ tipo: 'admin', status: 'ativo' });
  });

  it('the last active admin cannot be blocked, demoted or deleted, whoever asks', async () => {
    // Its own database, so "the last active admin" is exact whatever the other tests did.
    const isolated = await createTestDatabase();
    const app = await startTestApp(isolated.url, { RATE_LIMIT: 'off' });
    try {
      const last = await loginAdmin(app);
      // An admin whose account turns pendente while its request is in flight (its token is refused from then
      // on, so only a race gets here): the service itself must still refuse to remove the last active admin.
      const other = await createUser(app, { tipo: 'admin' });
      await app.ctx.pool.query(`update profiles set status = 'pendente' where id = $1`, [other.id]);
      const service = createAdminUsersService(app.ctx);
      const actor = {
        id: other.id,
        nome: other.nome,
        email: other.email,
        tipo: 'admin',
        status: 'ativo',
      } as const;
      const meta = { ip: '127.0.0.1', userAgent: null };
      const asAnswer = async (work: () => Promise<unknown>) =>
        work().then(
          () => ({ statusCode: 200, json: () => ({ message: '' }) }),
          (error: AppError) => ({ statusCode: error.status, json: () => ({ message: error.message }) }),
        );
      const call = (method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
        asAnswer(() => {
          if (method === 'DELETE') return service.deleteUser(actor, last.id, meta);
          if (url.endsWith('/status'))
            return service.setUserStatus(actor, last.id, payload?.status as 'bloqueado', meta);
          return service.updateUser(actor, last.id, payload as UserEditBody, meta);
        });

      const block = await call('PUT', `/api/admin/users/${last.id}/status`, { status: 'bloqueado' });
      expect(block.statusCode).toBe(409);
      expect(block.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
      for (const change of [{ tipo: 'cliente' }, { status: 'bloqueado' }, { status: 'pendente' }]) {
        const edit = await call('PUT', `/api/admin/users/${last.id}`, {
          nome: last.nome,
          email: last.email,
          tipo: 'admin',
          status: 'ativo',
          ...change,
        });
        expect(edit.statusCode).toBe(409);
        expect(edit.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
      }
      const remove = await call('DELETE', `/api/admin/users/${last.id}`);
      expect(remove.statusCode).toBe(409);
      expect(remove.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
      const after = await app.ctx.pool.query('select tipo, status from profiles where id = $1', [last.id]);
      expect(after.rows[0]).toEqual({ tipo: 'admin', status: 'ativo' });

      // With a second active admin, the same request goes through.
      await app.ctx.pool.query(`update profiles set status = 'ativo' where id = $1`, [other.id]);
      const allowed = await call('PUT', `/api/admin/users/${last.id}/status`, { status: 'bloqueado' });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await app.close();
      await isolated.drop();
    }
  });

  it('two admins blocking each other at the same moment leave one of them active', async () => {
    const isolated = await createTestDatabase();
    const app = await startTestApp(isolated.url, { RATE_LIMIT: 'off' });
    try {
      const first = await loginAdmin(app);
      const second = await createUser(app, { tipo: 'admin' });
      const block = (as: TestUser, target: TestUser) =>
        app.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${target.id}/status`,
          headers: as.headers,
          payload: { status: 'bloqueado' },
        });
      const results = await Promise.all([block(first, second), block(second, first)]);
      const statuses = results.map((result) => result.statusCode).sort();
      // One wins; the loser is refused as the last admin (409) or, already blocked, at the door (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const { rows } = await app.ctx.pool.query(
        `select count(*)::int as n from profiles where tipo = 'admin' and status = 'ativo'`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await app.close();
      await isolated.drop();
    }
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it("erases the account as its owner would: rows, sessions and files go, fiscal records stay anonymised, nobody else's touched", async () => {
    const user = await createUser(testApp, { credits: 3 });
    const bystander = await createUser(testApp);
    const { storage, pool } = testApp.ctx;
    const png = await makeImage('png', 40, 40);

    const carouselId = await insertCarousel(testApp, user.id);
    const slideKey = `${user.id}/${carouselId}/slide-01.png`;
    await storage.put('carrosseis', slideKey, png, 'image/png');
    await storage.put('carrosseis', `${user.id}/${carouselId}/carrossel.zip`, png, 'application/zip');
    await pool.query(
      `insert into arquivos (id_carrossel, url_arquivo, nome_arquivo, tipo, storage_path) values ($1, $2, 'slide-01.png', 'image/png', $3)`,
      [carouselId, storage.publicUrl('carrosseis', slideKey), slideKey],
    );
    await storage.put('medias', `public/${user.id}-1700000000000.png`, png, 'image/png');
    await pool.query(
      `insert into pagamentos (id_usuario, plano, quantidade, valor, vencimento) values ($1, 'starter', 10, 5990, now())`,
      [user.id],
    );
    await pool.query(
      `insert into notificacoes (id_usuario, tipo, titulo, mensagem) values ($1, 'info', 'Oi', 'Mensagem')`,
      [user.id],
    );
    await pool.query(
      `insert into support_tickets (id_usuario, title, description) values ($1, 'Ajuda', 'Preciso de ajuda')`,
      [user.id],
    );
    const bystanderCarousel = await insertCarousel(testApp, bystander.id);
    const bystanderKey = `${bystander.id}/${bystanderCarousel}/slide-01.png`;
    await storage.put('carrosseis', bystanderKey, png, 'image/png');
    await storage.put('medias', `public/${bystander.id}-1700000000000.png`, png, 'image/png');

    const ledgerBefore = await countRows(testApp, 'select id from credit_ledger where id_usuario = $1', [
      user.id,
    ]);
    expect(ledgerBefore).toBeGreaterThan(0);

    const response = await adminCall('DELETE', `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const gone = [
      'select id from carrosseis where id_usuario = $1',
      'select a.id from arquivos a where a.id_carrossel = any(array[$1::uuid])',
      'select id from notificacoes where id_usuario = $1',
      'select id from support_tickets where id_usuario = $1',
      'select id from auth_sessions where id_usuario = $1',
      'select id from auth_tokens where id_usuario = $1',
      'select id from logs where id_usuario = $1',
    ];
    for (const query of gone) {
      const param = query.includes('arquivos') ? carouselId : user.id;
      expect(await countRows(testApp, query, [param]), query).toBe(0);
    }
    // The profile is an anonymous anchor for the ledger and payments, kept whole as fiscal records.
    const { rows: profile } = await pool.query(
      'select nome, email, status, password_hash from profiles where id = $1',
      [user.id],
    );
    expect(profile).toEqual([
      {
        nome: DELETED_ACCOUNT_NAME,
        email: `excluida-${user.id}@conta-excluida.invalid`,
        status: 'excluida',
        password_hash: 'conta-excluida',
      },
    ]);
    expect(await countRows(testApp, 'select id from credit_ledger where id_usuario = $1', [user.id])).toBe(
      ledgerBefore,
    );
    expect(await countRows(testApp, 'select id from pagamentos where id_usuario = $1', [user.id])).toBe(1);
    expect(await storage.get('carrosseis', slideKey)).toBeNull();
    expect(await storage.get('carrosseis', `${user.id}/${carouselId}/carrossel.zip`)).toBeNull();
    expect(await storage.get('medias', `public/${user.id}-1700000000000.png`)).toBeNull();
    // The user's session is dead, they are no longer a user to manage, and their e-mail is free.
    expect((await adminCall('GET', '/api/me', undefined, user)).statusCode).toBe(401);
    const search = async (q: string) =>
      (await adminCall('GET', `/api/admin/users?status=all&q=${encodeURIComponent(q)}`))
        .json<AdminUsersPage>()
        .items.map((item) => item.id);
    expect(await search(user.email)).toEqual([]);
    expect(await search('excluida')).toEqual([]);
    expect(await search(bystander.email)).toEqual([bystander.id]);
    expect(
      (await adminCall('PUT', `/api/admin/users/${user.id}/status`, { status: 'ativo' })).statusCode,
    ).toBe(404);
    const signup = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { nome: 'Maria de Novo', email: user.email, senha: 'Outra-senha-forte-9' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json().user.id).not.toBe(user.id);

    expect(await storage.get('carrosseis', bystanderKey)).not.toBeNull();
    expect(await storage.get('medias', `public/${bystander.id}-1700000000000.png`)).not.toBeNull();
    expect(await countRows(testApp, 'select id from carrosseis where id_usuario = $1', [bystander.id])).toBe(
      1,
    );

    // The admin log says who was deleted, by its id and role only: no name, no e-mail (docs/account-data.md).
    const [log] = await readLogs(ADMIN_LOG_ACTIONS.deleteUser, user.id);
    expect(log).toMatchObject({ id_usuario: admin.id, detalhes: { alvo: user.id, tipo: 'cliente' } });
    expect(JSON.stringify(log.detalhes)).not.toContain(user.email);
    expect(JSON.stringify(log.detalhes)).not.toContain(user.nome);
  });

  it('answers 404 for a user that does not exist (or was already deleted)', async () => {
    const response = await adminCall('DELETE', `/api/admin/users/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ADMIN_MESSAGES.userNotFound);
  });
});

describe('POST /api/admin/users/{id}/credit-adjustments', () => {
  const adjust = (userId: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/credit-adjustments`,
      headers: admin.headers,
      payload,
    });

  async function ledgerOf(userId: string) {
    const { rows } = await testApp.ctx.pool.query(
      `select kind, delta, saldo_apos, id_autor, descricao from credit_ledger where id_usuario = $1 order by id`,
      [userId],
    );
    return rows;
  }

  it('adds and takes away through one ajuste_admin row with the admin and the reason, logged and announced', async () => {
    const user = await createUser(testApp, { credits: 2 });
    // The user's open pages hear about it through the realtime channel, at commit.
    const listener = await testApp.ctx.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`listen ${USER_EVENTS_CHANNEL}`);
    try {
      const up = await adjust(user.id, { quantidade: 5, motivo: '  Cortesia pelo atraso  ' });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toEqual({ credits: 7 });
      const down = await adjust(user.id, { quantidade: -3, motivo: 'Estorno de cortesia' });
      expect(down.json()).toEqual({ credits: 4 });
      // Told to every stream open on the account's personal workspace, where the credits moved.
      const personal = await personalWorkspaceOf(testApp, user);
      await vi.waitFor(() =>
        expect(heard.filter((payload) => payload.includes(personal))).toEqual([
          JSON.stringify({ workspaceId: personal, type: 'credits' }),
          JSON.stringify({ workspaceId: personal, type: 'credits' }),
        ]),
      );
    } finally {
      listener.release();
    }
    expect((await ledgerOf(user.id)).slice(1)).toEqual([
      {
        kind: 'ajuste_admin',
        delta: 5,
        saldo_apos: 7,
        id_autor: admin.id,
        descricao: 'Cortesia pelo atraso',
      },
      {
        kind: 'ajuste_admin',
        delta: -3,
        saldo_apos: 4,
        id_autor: admin.id,
        descricao: 'Estorno de cortesia',
      },
    ]);
    const logs = await readLogs(ADMIN_LOG_ACTIONS.setCredits, user.id);
    expect(logs).toHaveLength(2);
    expect(logs.map((log) => log.detalhes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ quantidade: 5, motivo: 'Cortesia pelo atraso', saldo: 7 }),
        expect.objectContaining({ quantidade: -3, motivo: 'Estorno de cortesia', saldo: 4 }),
      ]),
    );
    expect(logs[0]?.id_usuario).toBe(admin.id);
    // The user reads the reason in their own history.
    const history = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
    expect(history.json().historico[0]).toMatchObject({ action: 'Estorno de cortesia', change: -3 });
  });

  it('refuses to go below zero with the balance in the message and changes nothing', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const response = await adjust(user.id, { quantidade: -3, motivo: 'Remover créditos' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.adjustmentBelowZero(2));
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await readLogs(ADMIN_LOG_ACTIONS.setCredits, user.id)).toHaveLength(0);
    const toAdmin = await adjust(admin.id, { quantidade: 1, motivo: 'Teste' });
    expect(toAdmin.statusCode).toBe(409);
    expect(toAdmin.json().message).toBe(ADMIN_MESSAGES.adjustmentForAdmin);
  });

  it('never goes below zero when adjustments race', async () => {
    const user = await createUser(testApp, { credits: 5 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => adjust(user.id, { quantidade: -1, motivo: 'Corrida' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    const { rows } = await testApp.ctx.pool.query('select saldo_atual from creditos where id_usuario = $1', [
      user.id,
    ]);
    expect(rows[0]?.saldo_atual).toBe(0);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => row.saldo_apos)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('answers pt-BR messages for a zero, fractional or huge amount and a missing reason', async () => {
    const user = await createUser(testApp, { credits: 1 });
    for (const payload of [
      { quantidade: 0, motivo: 'x' },
      { quantidade: 1.5, motivo: 'x' },
      { quantidade: 10_001, motivo: 'x' },
      { quantidade: '2', motivo: 'x' },
    ]) {
      const response = await adjust(user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.adjustmentAmountInvalid);
    }
    for (const payload of [{ quantidade: 1 }, { quantidade: 1, motivo: '   ' }]) {
      const response = await adjust(user.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.adjustmentReasonRequired);
    }
    const short = await adjust(user.id, { quantidade: 1, motivo: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(ADMIN_MESSAGES.adjustmentReasonTooShort);
    const missing = await adjust(randomUUID(), { quantidade: 1, motivo: 'Motivo válido' });
    expect(missing.statusCode).toBe(404);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });
});
