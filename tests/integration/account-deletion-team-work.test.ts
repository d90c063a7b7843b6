import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../src/shared/account/data-rights';
import type {
  CarouselDto,
  CarouselSlides,
  DownloadResponse,
  TemplateDto,
} from '../../src/shared/carousels/api';
import type { CarouselVersions } from '../../src/shared/carousels/edit-slides';
import type { CreatedShareLink, SharedCarousel } from '../../src/shared/share-links/schemas';
import type { WorkspaceActivityPage } from '../../src/shared/workspaces/activity';
import { setUpAppKit } from '../helpers/app-kit';
import {
  CONVENCER_FIELDS,
  createCarousel,
  makePng,
  uploadImage,
  waitForCarousel,
} from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { createTeam, inWorkspace, personalWorkspaceOf } from '../helpers/workspaces';

let testApp: TestApp;
let templates: TemplateDto[];
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, templates } = kit);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A finished carousel with the user's own upload as its cover, made in the workspace the headers name. */
async function finishedWithCover(user: TestUser): Promise<{ carousel: CarouselDto; coverKey: string }> {
  const upload = await uploadImage(testApp, user, await makePng(800, 800));
  expect(upload.status).toBe(201);
  const created = await createCarousel(testApp, user, {
    objetivo: 'convencer',
    template_visual: templates[0]?.id,
    campos_personalizados: { ...CONVENCER_FIELDS, imagemUrl: upload.body.url },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const carousel = await waitForCarousel(testApp, user, created.body.id, 60_000);
  expect(carousel.status).toBe('concluido');
  return { carousel, coverKey: upload.body.path };
}

async function storedKeys(carouselId: string): Promise<string[]> {
  const { rows } = await testApp.ctx.pool.query<{ key: string }>(
    `select f.key from arquivos a, lateral (values (a.storage_path), (a.storage_path_miniatura)) as f (key)
      where a.id_carrossel = $1 and f.key is not null`,
    [carouselId],
  );
  return rows.map((row) => row.key);
}

async function ledgerOf(workspaceIds: string[]) {
  const { rows } = await testApp.ctx.pool.query(
    `select id, id_workspace, id_usuario, kind, delta, saldo_apos from credit_ledger
      where id_workspace = any($1::uuid[]) order by id`,
    [workspaceIds],
  );
  const { rows: sums } = await testApp.ctx.pool.query(
    `select c.id_workspace, c.saldo_atual,
            (select coalesce(sum(l.delta), 0)::int from credit_ledger l where l.id_workspace = c.id_workspace) as soma
       from creditos c where c.id_workspace = any($1::uuid[]) order by c.id_workspace`,
    [workspaceIds],
  );
  return { rows, sums };
}

describe("deleting a team member's account keeps the team's work", () => {
  it('the team still lists, downloads, shares, edits and names the carousel; the key stops; the personal work goes', async () => {
    const owner = await createUser(testApp, { nome: 'Olga Dona' });
    const member = await createUser(testApp, { nome: 'Marta Membro', credits: 2 });
    // Both own the team: the member may create its API key, and leaving it does not strand it without a dono.
    const team = await createTeam(
      testApp,
      [
        { user: owner, papel: 'dono' },
        { user: member, papel: 'dono' },
      ],
      3,
    );
    const personal = await personalWorkspaceOf(testApp, member);
    const asMember: TestUser = { ...member, headers: { ...member.headers, 'x-workspace-id': team } };
    const asOwner = inWorkspace(owner, team);

    const { carousel: teamCarousel, coverKey: teamCover } = await finishedWithCover(asMember);
    const { carousel: ownCarousel, coverKey: ownCover } = await finishedWithCover(member);
    const teamFiles = await storedKeys(teamCarousel.id);
    const ownFiles = await storedKeys(ownCarousel.id);
    expect(teamFiles.length).toBeGreaterThan(0);
    expect(ownFiles.length).toBeGreaterThan(0);

    const link = await inject('POST', `/api/carousels/${teamCarousel.id}/share-links`, asMember.headers, {
      validadeDias: null,
    });
    expect(link.statusCode, link.body).toBe(201);
    const token = link.json<CreatedShareLink>().url.split('/c/')[1] ?? '';
    const key = await inject('POST', '/api/api-keys', asMember.headers, { nome: 'Integração da Marta' });
    expect(key.statusCode, key.body).toBe(201);
    const chave = key.json<{ chave: string }>().chave;
    const withKey = () => inject('GET', '/api/v1/balance', { authorization: `Bearer ${chave}` });
    expect((await withKey()).statusCode).toBe(200);
    // The team's network connections, made by the member (written straight: the OAuth dance is not the point).
    await testApp.ctx.pool.query(
      `insert into instagram_contas (id_workspace, id_usuario, ig_user_id, username, token_cifrado, token_obtido_em,
                                     token_expira_em)
       values ($1, $2, '1789', 'agencia', 'cifrado', now(), now() + interval '50 days')`,
      [team, member.id],
    );
    await testApp.ctx.pool.query(
      `insert into linkedin_contas (id_workspace, id_usuario, member_id, nome, token_cifrado, token_expira_em)
       values ($1, $2, 'abc', 'Marta Membro', 'cifrado', now() + interval '50 days')`,
      [team, member.id],
    );
    const ledgerBefore = await ledgerOf([team, personal]);

    const deleted = await inject('DELETE', '/api/account', member.headers, { senha: member.senha });
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Every queued deletion ran to its end (the storage deletion's final state: no row left).
    await expect
      .poll(
        async () =>
          (
            await testApp.ctx.pool.query('select key, manter from arquivos_a_remover where key like $1', [
              `%${member.id}%`,
            ])
          ).rows,
        { timeout: 30_000 },
      )
      .toEqual([]);

    // The owner still lists it, its creator shown as the deleted account, and the activity names it so.
    const listed = (await inject('GET', '/api/carousels', asOwner)).json<
      (CarouselDto & { autoria: { criado_por: string | null } })[]
    >();
    expect(listed.find((entry) => entry.id === teamCarousel.id)?.autoria.criado_por).toBe(
      DELETED_ACCOUNT_NAME,
    );
    const activity = (
      await inject('GET', `/api/workspaces/${team}/activity`, asOwner)
    ).json<WorkspaceActivityPage>();
    expect(activity.items.find((item) => item.tipo === 'carrossel_criado')?.ator).toBe(DELETED_ACCOUNT_NAME);

    // Downloads: every file is still stored and served.
    for (const stored of teamFiles)
      expect(await testApp.ctx.storage.get('carrosseis', stored)).not.toBeNull();
    const download = await inject('GET', `/api/carousels/${teamCarousel.id}/download`, asOwner);
    expect(download.statusCode).toBe(200);
    for (const file of download.json<DownloadResponse>().arquivos) {
      expect((await inject('GET', file.url, {})).statusCode, file.nome).toBe(200);
    }

    // The share link still opens, files included.
    const shared = await inject('GET', `/api/compartilhado/${token}`, {});
    expect(shared.statusCode, shared.body).toBe(200);
    const sharedFile = shared.json<SharedCarousel>().arquivos[0];
    expect((await inject('GET', sharedFile?.url ?? '', {})).statusCode).toBe(200);

    // The owner edits it: the new version is drawn, with the member's cover photo still there to draw.
    expect(await testApp.ctx.storage.get('medias', teamCover)).not.toBeNull();
    const words = (
      await inject('GET', `/api/carousels/${teamCarousel.id}/slides`, asOwner)
    ).json<CarouselSlides>();
    const saved = await inject('PUT', `/api/carousels/${teamCarousel.id}/slides`, asOwner, {
      slides: words.slides,
      legenda: `${words.legenda} (revisada)`,
    });
    expect(saved.statusCode, saved.body).toBe(202);
    await expect
      .poll(
        async () => {
          const versions = (
            await inject('GET', `/api/carousels/${teamCarousel.id}/versions`, asOwner)
          ).json<CarouselVersions>();
          return versions.pendente === null ? versions.versoes.find((entry) => entry.atual)?.versao : null;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(saved.json<{ versao: number }>().versao);

    // The key acting as the deleted person stops, kept revoked in the team's records.
    expect((await withKey()).statusCode).toBe(401);
    const { rows: keys } = await testApp.ctx.pool.query(
      'select revogada_em is not null as revogada from chaves_api where id_workspace = $1',
      [team],
    );
    expect(keys).toEqual([{ revogada: true }]);
    // The Instagram account is the team's; the LinkedIn one posted as the person, and went with them.
    const connections = async (table: string) =>
      (await testApp.ctx.pool.query(`select 1 from ${table} where id_workspace = $1`, [team])).rows.length;
    expect(await connections('instagram_contas')).toBe(1);
    expect(await connections('linkedin_contas')).toBe(0);

    // The personal carousel, its files and the personal upload are gone; the team's cover stays.
    expect(
      (await testApp.ctx.pool.query('select 1 from carrosseis where id = $1', [ownCarousel.id])).rows,
    ).toEqual([]);
    for (const stored of ownFiles) expect(await testApp.ctx.storage.get('carrosseis', stored)).toBeNull();
    expect(await testApp.ctx.storage.get('medias', ownCover)).toBeNull();
    expect(await testApp.ctx.storage.get('medias', teamCover)).not.toBeNull();

    // The ledger and its sums are unchanged, in the team and in the emptied personal workspace.
    expect(await ledgerOf([team, personal])).toEqual(ledgerBefore);
  }, 240_000);
});
