import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../src/shared/account/data-rights';
import type { CarouselDto, DownloadResponse, TemplateDto } from '../../src/shared/carousels/api';
import { WORKSPACE_MESSAGES } from '../../src/shared/workspaces/messages';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS, createCarousel, makePng } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, inWorkspace, personalWorkspaceOf } from '../helpers/workspaces';

let testApp: TestApp;
let admin: TestUser;
let templates: TemplateDto[];
setUpAppKit({}, (kit) => {
  ({ testApp, admin, templates } = kit);
});

type Method = 'GET' | 'DELETE';
const inject = (method: Method, url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method, url, headers });

/**
 * A carousel the user creates through the API in the workspace the headers name (one credit spent there),
 * then finished with one stored slide as the worker would leave it (no worker runs here). Returns its id and
 * the slide's storage key.
 */
async function finishedCarousel(user: TestUser): Promise<{ id: string; key: string }> {
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templates[0]?.id,
    campos_personalizados: CONVENCER_FIELDS,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = created.body;
  const key = `${user.id}/${id}/slide-01.png`;
  const { storage, pool } = testApp.ctx;
  await storage.put('carrosseis', key, await makePng(40, 40), 'image/png');
  await pool.query(`update carrosseis set status = 'concluido' where id = $1`, [id]);
  await pool.query(
    `insert into arquivos (id_carrossel, url_arquivo, nome_arquivo, tipo, storage_path)
     values ($1, $2, 'slide-01.png', 'image/png', $3)`,
    [id, storage.publicUrl('carrosseis', key), key],
  );
  return { id, key };
}

async function ledgerOf(workspaceId: string) {
  const { rows } = await testApp.ctx.pool.query(
    `select id, id_usuario, kind, delta, saldo_apos from credit_ledger where id_workspace = $1 order by id`,
    [workspaceId],
  );
  const { rows: balance } = await testApp.ctx.pool.query(
    `select c.saldo_atual,
            (select coalesce(sum(l.delta), 0)::int from credit_ledger l where l.id_workspace = c.id_workspace) as soma
       from creditos c where c.id_workspace = $1`,
    [workspaceId],
  );
  return { rows, balance: balance[0] };
}

describe("an admin deleting a team member's account keeps the team's work and money records", () => {
  it("the team's ledger, debit and carousel with its files stay; the member's personal carousel goes", async () => {
    const owner = await createUser(testApp, { nome: 'Olga Dona' });
    const member = await createUser(testApp, { nome: 'Marta Membro', credits: 2 });
    const team = await createTeam(
      testApp,
      [
        { user: owner, papel: 'dono' },
        { user: member, papel: 'editor' },
      ],
      0,
    );
    // The team's credits come through its ledger (an admin's adjustment), so its sum proves the balance.
    const granted = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/workspaces/${team}/credit-adjustments`,
      headers: { ...admin.headers, 'idempotency-key': randomUUID() },
      payload: { quantidade: 3, motivo: 'Créditos da equipe' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const asMember = { ...member, headers: { ...member.headers, 'x-workspace-id': team } };
    const teamCarousel = await finishedCarousel(asMember);
    const ownCarousel = await finishedCarousel(member);
    const teamLedger = await ledgerOf(team);
    // The member's debit for the team's carousel, in the team's ledger, which proves the team's balance.
    expect(teamLedger.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id_usuario: member.id, delta: -1 })]),
    );
    expect(teamLedger.balance).toEqual({ saldo_atual: 2, soma: 2 });
    const personal = await personalWorkspaceOf(testApp, member);
    const personalLedger = await ledgerOf(personal);

    const deleted = await inject('DELETE', `/api/admin/users/${member.id}`, admin.headers);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // The ledgers are untouched: every row, the member's debit included, and the sums that equal the balances.
    expect(await ledgerOf(team)).toEqual(teamLedger);
    expect(await ledgerOf(personal)).toEqual(personalLedger);

    // The owner still lists the team's carousel, created by the deleted account, and downloads its file.
    const asOwner = inWorkspace(owner, team);
    const listed = (await inject('GET', '/api/carousels', asOwner)).json<
      (CarouselDto & { autoria: { criado_por: string | null } })[]
    >();
    expect(listed.find((entry) => entry.id === teamCarousel.id)?.autoria.criado_por).toBe(
      DELETED_ACCOUNT_NAME,
    );
    const download = await inject('GET', `/api/carousels/${teamCarousel.id}/download`, asOwner);
    expect(download.statusCode, download.body).toBe(200);
    const files = download.json<DownloadResponse>().arquivos;
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await inject('GET', file.url, {})).statusCode, file.nome).toBe(200);
    expect(await testApp.ctx.storage.get('carrosseis', teamCarousel.key)).not.toBeNull();

    // The member's personal carousel and its file are gone.
    const { rows: own } = await testApp.ctx.pool.query('select 1 from carrosseis where id = $1', [
      ownCarousel.id,
    ]);
    expect(own).toEqual([]);
    expect(await testApp.ctx.storage.get('carrosseis', ownCarousel.key)).toBeNull();
  });

  it('refuses to delete the only dono of a team with other members, naming the team, and changes nothing', async () => {
    const owner = await createUser(testApp, { nome: 'Dora Única' });
    const member = await createUser(testApp);
    const team = await createTeam(
      testApp,
      [
        { user: owner, papel: 'dono' },
        { user: member, papel: 'editor' },
      ],
      5,
    );
    const snapshot = async () =>
      (
        await testApp.ctx.pool.query(
          `select p.nome, p.email, p.status,
                  (select count(*)::int from workspace_membros m where m.id_usuario = p.id) as memberships,
                  (select count(*)::int from auth_sessions s where s.id_usuario = p.id and s.revoked_at is null)
                    as sessions,
                  (select saldo_atual from creditos where id_workspace = $2) as saldo
             from profiles p where p.id = $1`,
          [owner.id, team],
        )
      ).rows;
    const before = await snapshot();

    const refused = await inject('DELETE', `/api/admin/users/${owner.id}`, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WORKSPACE_MESSAGES.userIsSoleOwner('Agência Teste'));

    expect(await snapshot()).toEqual(before);
    expect((await inject('GET', '/api/me', owner.headers)).statusCode).toBe(200);
  });
});
