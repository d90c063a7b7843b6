import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOG_ACTIONS, ADMIN_MESSAGES } from '../../src/shared/admin/messages';
import type { AdminWorkspaceDetails, AdminWorkspacesPage } from '../../src/shared/admin/workspaces';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, inWorkspace, personalWorkspaceOf } from '../helpers/workspaces';

/*
 * The admin's workspaces screen (docs/workspaces.md §Administração): every workspace with its owner, members and
 * balance, searched and filtered by the server, its details, and the credit adjustment of any workspace with a
 * reason: one ledger row and one log row, once under a repeated Idempotency-Key, never below zero.
 */

let testApp: TestApp;
let admin: TestUser;

setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});

const tag = () => randomUUID().slice(0, 8);

async function namedTeam(nome: string, members: Parameters<typeof createTeam>[1], saldo = 0) {
  const id = await createTeam(testApp, members, saldo);
  await testApp.ctx.pool.query('update workspaces set nome = $2 where id = $1', [id, nome]);
  return id;
}

function list(query: string, as: TestUser = admin) {
  return testApp.app.inject({ method: 'GET', url: `/api/admin/workspaces${query}`, headers: as.headers });
}

function adjust(workspaceId: string, payload: Record<string, unknown>, key?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/workspaces/${workspaceId}/credit-adjustments`,
    headers: { ...admin.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

async function ledgerOf(workspaceId: string) {
  const { rows } = await testApp.ctx.pool.query(
    `select kind, delta, saldo_apos, id_autor, id_usuario, descricao from credit_ledger
      where id_workspace = $1 order by id`,
    [workspaceId],
  );
  return rows;
}

async function balanceOf(workspaceId: string): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ saldo_atual: number }>(
    'select saldo_atual from creditos where id_workspace = $1',
    [workspaceId],
  );
  return rows[0]?.saldo_atual ?? -1;
}

async function adjustmentLogs(workspaceId: string) {
  const { rows } = await testApp.ctx.pool.query(
    `select id_usuario, detalhes from logs where acao = $1 and detalhes->>'id_workspace' = $2 order by id`,
    [ADMIN_LOG_ACTIONS.setCredits, workspaceId],
  );
  return rows;
}

describe('admin only', () => {
  it('answers 401 without a session and 403 to a cliente, on every route, and changes nothing', async () => {
    const cliente = await createUser(testApp, { credits: 3 });
    const personal = await personalWorkspaceOf(testApp, cliente);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/workspaces' },
      { method: 'GET' as const, url: `/api/admin/workspaces/${personal}` },
      {
        method: 'POST' as const,
        url: `/api/admin/workspaces/${personal}/credit-adjustments`,
        payload: { quantidade: 50, motivo: 'Presente para mim' },
      },
    ];
    for (const call of calls) {
      expect((await testApp.app.inject(call)).statusCode, call.url).toBe(401);
      const asCliente = await testApp.app.inject({ ...call, headers: cliente.headers });
      expect(asCliente.statusCode, call.url).toBe(403);
    }
    expect(await balanceOf(personal)).toBe(3);
  });
});

describe('GET /api/admin/workspaces', () => {
  it('lists personal and team workspaces with owner, member count and balance, searched and filtered', async () => {
    const id = tag();
    const ana = await createUser(testApp, { nome: `Ana ${id}`, email: `ana.${id}@exemplo.com`, credits: 4 });
    const bia = await createUser(testApp, { nome: `Bia ${id}`, email: `bia.${id}@exemplo.com` });
    const team = await namedTeam(
      `Agência ${id}`,
      [
        { user: ana, papel: 'dono' },
        { user: bia, papel: 'editor' },
      ],
      7,
    );
    const anaPersonal = await personalWorkspaceOf(testApp, ana);

    const byEmail = await list(`?q=${encodeURIComponent(`ANA.${id}@exemplo`)}`);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const page = byEmail.json() as AdminWorkspacesPage;
    // Ana owns both: the team (newest first) and her personal workspace; Bia's personal one is not Ana's.
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([team, anaPersonal]);
    expect(page.items[0]).toMatchObject({
      nome: `Agência ${id}`,
      pessoal: false,
      dono: { id: ana.id, nome: `Ana ${id}`, email: `ana.${id}@exemplo.com` },
      membros: 2,
      saldo: 7,
    });
    expect(page.items[1]).toMatchObject({ nome: 'Pessoal', pessoal: true, membros: 1, saldo: 4 });
    expect(Number.isNaN(Date.parse(page.items[0]?.createdAt ?? ''))).toBe(false);

    const byName = (await list(`?q=${encodeURIComponent(`agência ${id}`)}`)).json() as AdminWorkspacesPage;
    expect(byName.items.map((item) => item.id)).toEqual([team]);
    // A member who is not an owner does not find the team by their e-mail.
    const byMember = (await list(`?q=bia.${id}`)).json() as AdminWorkspacesPage;
    expect(byMember.items.map((item) => item.pessoal)).toEqual([true]);

    const teams = (await list(`?q=${id}&tipo=equipe`)).json() as AdminWorkspacesPage;
    expect(teams.items.map((item) => item.id)).toEqual([team]);
    const personals = (await list(`?q=${id}&tipo=pessoal`)).json() as AdminWorkspacesPage;
    expect(personals.total).toBe(2);
    expect(personals.items.every((item) => item.pessoal)).toBe(true);
    const paged = (await list(`?q=${id}&pageSize=1&page=2`)).json() as AdminWorkspacesPage;
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it('reads % and _ literally and answers pt-BR messages for a bad filter or page', async () => {
    expect(((await list('?q=%25%25_')).json() as AdminWorkspacesPage).total).toBe(0);
    const badType = await list('?tipo=empresa');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Tipo deve ser all, pessoal ou equipe.');
    expect((await list('?page=0')).json().message).toBe('Página inválida.');
  });
});

describe('GET /api/admin/workspaces/{id}', () => {
  it('answers the members (owner first, with since) and the newest movements naming their member', async () => {
    const ana = await createUser(testApp, { nome: 'Ana Detalhe' });
    const caio = await createUser(testApp, { nome: 'Caio Detalhe' });
    const team = await namedTeam(`Estúdio ${tag()}`, [
      { user: caio, papel: 'leitor' },
      { user: ana, papel: 'dono' },
    ]);
    expect((await adjust(team, { quantidade: 3, motivo: 'Crédito de boas-vindas' })).statusCode).toBe(200);

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/workspaces/${team}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json() as AdminWorkspaceDetails;
    expect(details.workspace).toMatchObject({ id: team, pessoal: false, membros: 2, saldo: 3 });
    expect(details.membros.map((member) => [member.nome, member.email, member.papel])).toEqual([
      ['Ana Detalhe', ana.email, 'dono'],
      ['Caio Detalhe', caio.email, 'leitor'],
    ]);
    expect(Number.isNaN(Date.parse(details.membros[0]?.desde ?? ''))).toBe(false);
    expect(details.movimentos).toEqual([
      expect.objectContaining({
        kind: 'ajuste_admin',
        action: 'Crédito de boas-vindas',
        change: 3,
        por: 'Ana Detalhe',
      }),
    ]);

    // An unknown id answers 404, a malformed one 400, both saying no such workspace exists.
    for (const [id, status] of [
      [randomUUID(), 404],
      ['nao-e-um-id', 400],
    ] as const) {
      const missing = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/workspaces/${id}`,
        headers: admin.headers,
      });
      expect(missing.statusCode).toBe(status);
      expect(missing.json().message).toBe(ADMIN_MESSAGES.workspaceNotFound);
    }
  });
});

describe('POST /api/admin/workspaces/{id}/credit-adjustments', () => {
  it("adjusts a team's balance with one ajuste_admin row and one log row with the reason", async () => {
    const ana = await createUser(testApp, { nome: 'Ana Dona' });
    const bia = await createUser(testApp, { nome: 'Bia Editora' });
    const team = await namedTeam(
      `Agência ${tag()}`,
      [
        { user: ana, papel: 'dono' },
        { user: bia, papel: 'editor' },
      ],
      2,
    );
    const response = await adjust(team, { quantidade: 10, motivo: '  Cortesia pelo atraso  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ credits: 12 });
    expect(await balanceOf(team)).toBe(12);
    expect(await ledgerOf(team)).toEqual([
      {
        kind: 'ajuste_admin',
        delta: 10,
        saldo_apos: 12,
        id_autor: admin.id,
        id_usuario: ana.id,
        descricao: 'Cortesia pelo atraso',
      },
    ]);
    const logs = await adjustmentLogs(team);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.id_usuario).toBe(admin.id);
    expect(logs[0]?.detalhes).toMatchObject({
      alvo: team,
      id_workspace: team,
      pessoal: false,
      quantidade: 10,
      motivo: 'Cortesia pelo atraso',
      saldo: 12,
    });

    // Every member reads it in the team's history, as the support's (no member's name on it).
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/credits',
      headers: inWorkspace(bia, team),
    });
    expect(history.json().saldo).toBe(12);
    expect(history.json().historico[0]).toEqual(
      expect.objectContaining({ kind: 'ajuste_admin', action: 'Cortesia pelo atraso', change: 10 }),
    );
    expect(history.json().historico[0]).not.toHaveProperty('por');
  });

  it("adjusts a personal workspace like the users screen does, and the user's balance shows it", async () => {
    const user = await createUser(testApp, { credits: 2 });
    const personal = await personalWorkspaceOf(testApp, user);
    const response = await adjust(personal, { quantidade: -2, motivo: 'Bônus duplicado' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ credits: 0 });
    const users = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(user.email)}`,
      headers: admin.headers,
    });
    expect(users.json().items[0]).toMatchObject({ id: user.id, credits: 0 });
    const logs = await adjustmentLogs(personal);
    expect(logs.map((log) => log.detalhes)).toEqual([
      expect.objectContaining({ alvo: user.id, email: user.email, pessoal: true, motivo: 'Bônus duplicado' }),
    ]);
  });

  it('a double submit with the same Idempotency-Key adjusts once and answers the same', async () => {
    const owner = await createUser(testApp);
    const team = await namedTeam(`Agência ${tag()}`, [{ user: owner, papel: 'dono' }], 5);
    const key = randomUUID();
    const body = { quantidade: 4, motivo: 'Compensação do lote' };
    const [first, second] = await Promise.all([adjust(team, body, key), adjust(team, body, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ credits: 9 });
    expect(second.json()).toEqual({ credits: 9 });
    const again = await adjust(team, body, key);
    expect(again.json()).toEqual({ credits: 9 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(team)).toBe(9);
    expect(await ledgerOf(team)).toHaveLength(1);
    expect(await adjustmentLogs(team)).toHaveLength(1);
    // The same key with another request is refused, and changes nothing.
    const reused = await adjust(team, { quantidade: 1, motivo: 'Outro ajuste' }, key);
    expect(reused.statusCode).toBe(422);
    expect(await balanceOf(team)).toBe(9);
  });

  it('refuses to go below zero with the balance in the message, and writes nothing', async () => {
    const owner = await createUser(testApp);
    const team = await namedTeam(`Agência ${tag()}`, [{ user: owner, papel: 'dono' }], 3);
    const response = await adjust(team, { quantidade: -4, motivo: 'Remover créditos' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.adjustmentBelowZero(3));
    expect(await balanceOf(team)).toBe(3);
    expect(await ledgerOf(team)).toHaveLength(0);
    expect(await adjustmentLogs(team)).toHaveLength(0);
  });

  it('concurrent adjustments land exactly: each one counts once, chained, and removals stop at zero', async () => {
    const owner = await createUser(testApp);
    const team = await namedTeam(`Agência ${tag()}`, [{ user: owner, papel: 'dono' }], 3);
    // Additions and removals at once: every addition lands, and each row follows the one before it.
    const mixed = await Promise.all([
      ...Array.from({ length: 4 }, () => adjust(team, { quantidade: 2, motivo: 'Corrida de adição' })),
      ...Array.from({ length: 4 }, () => adjust(team, { quantidade: -1, motivo: 'Corrida de remoção' })),
    ]);
    expect(mixed.slice(0, 4).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const removed = mixed.slice(4).filter((answer) => answer.statusCode === 200).length;
    expect(mixed.slice(4).every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    let ledger = await ledgerOf(team);
    expect(ledger).toHaveLength(4 + removed);
    ledger.reduce((before: number, row) => {
      expect(row.saldo_apos).toBe(before + row.delta);
      return row.saldo_apos;
    }, 3);
    const balance = await balanceOf(team);
    expect(balance).toBe(3 + 8 - removed);

    // Three more removals than the balance, at once: exactly the balance's worth go through.
    const removals = await Promise.all(
      Array.from({ length: balance + 3 }, () =>
        adjust(team, { quantidade: -1, motivo: 'Corrida de remoção' }),
      ),
    );
    expect(removals.filter((answer) => answer.statusCode === 200)).toHaveLength(balance);
    expect(removals.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    expect(await balanceOf(team)).toBe(0);
    ledger = await ledgerOf(team);
    expect(ledger).toHaveLength(4 + removed + balance);
    expect(ledger.every((row) => row.saldo_apos >= 0)).toBe(true);
    expect(await adjustmentLogs(team)).toHaveLength(ledger.length);
  });

  it('answers pt-BR messages for a bad amount, a missing or short reason and an unknown workspace', async () => {
    const owner = await createUser(testApp);
    const team = await namedTeam(`Agência ${tag()}`, [{ user: owner, papel: 'dono' }], 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantidade: 0, motivo: 'Motivo válido' }, ADMIN_MESSAGES.adjustmentAmountInvalid],
      [{ quantidade: 1.5, motivo: 'Motivo válido' }, ADMIN_MESSAGES.adjustmentAmountInvalid],
      [{ quantidade: 10_001, motivo: 'Motivo válido' }, ADMIN_MESSAGES.adjustmentAmountInvalid],
      [{ quantidade: 1 }, ADMIN_MESSAGES.adjustmentReasonRequired],
      [{ quantidade: 1, motivo: '    ' }, ADMIN_MESSAGES.adjustmentReasonRequired],
      [{ quantidade: 1, motivo: ' ok ' }, ADMIN_MESSAGES.adjustmentReasonTooShort],
      [{ quantidade: 1, motivo: 'x'.repeat(201) }, ADMIN_MESSAGES.adjustmentReasonTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await adjust(team, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const missing = await adjust(randomUUID(), { quantidade: 1, motivo: 'Motivo válido' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.workspaceNotFound);
    expect(await balanceOf(team)).toBe(1);
    expect(await ledgerOf(team)).toHaveLength(0);
  });
});
