import { sql } from 'drizzle-orm';
import { queueStorageDeletions } from '../carousels/storage-deletions';
import type { DbExecutor } from '../db/client';

/**
 * The team workspaces the user's work may live in: the ones they are a member of and the ones they created a
 * carousel in (a member removed earlier left their carousels there). Never a personal workspace.
 */
const teamsOf = (userId: string) => sql`(
  select w.id from workspaces w
   where w.id_usuario_pessoal is null
     and w.id in (select m.id_workspace from workspace_membros m where m.id_usuario = ${userId}
                  union select c.id_workspace from carrosseis c where c.id_usuario = ${userId}))`;

/**
 * What stays in the user's carousel folder (bucket carrosseis): each carousel they created for a team, which is
 * the team's (docs/account-data.md): its folder `{userId}/{carouselId}/` (the files of every version, and of an
 * edit being drawn right now) and any recorded file of it stored elsewhere.
 */
async function listTeamCarouselFiles(tx: DbExecutor, userId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string }>(sql`
    with kept as (
      select c.id from carrosseis c where c.id_usuario = ${userId} and c.id_workspace in ${teamsOf(userId)}
    )
    select ${userId}::text || '/' || k.id || '/' as key from kept k
    union
    select f.key from arquivos a join kept k on k.id = a.id_carrossel,
           lateral (values (a.storage_path), (a.storage_path_miniatura)) as f (key)
     where f.key is not null and f.key not like ${userId}::text || '/' || k.id || '/%'`);
  return rows.map((row) => row.key);
}

/**
 * What stays of the user's uploads (bucket medias, `public/{userId}-…`): the images the team still draws, named
 * by the carousels they created for a team (fields, every version's slides, the brand copied at creation), by
 * any carousel of those teams (the brand avatar it was signed with) and by the teams' brand kits.
 */
async function listTeamUploads(tx: DbExecutor, userId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string }>(sql`
    with teams as ${teamsOf(userId)},
    texts as (
      select c.campos_personalizados::text as t from carrosseis c
       where c.id_usuario = ${userId} and c.id_workspace in (select id from teams)
      union all
      select v.slides::text from carrossel_textos v join carrosseis c on c.id = v.id_carrossel
       where c.id_usuario = ${userId} and c.id_workspace in (select id from teams)
      union all
      select c.webhook_data::text from carrosseis c
       where c.id_workspace in (select id from teams) and c.webhook_data is not null
      union all
      select m.avatar_chave from marcas m
       where m.id_workspace in (select id from teams) and m.avatar_chave is not null
    )
    select distinct found[1] as key
      from texts, regexp_matches(texts.t, ${`(public/${userId}-[0-9A-Za-z-]+\\.[0-9A-Za-z]+)`}, 'g') as found`);
  return rows.map((row) => row.key);
}

/**
 * Queues everything a user stored for deletion, in the transaction that erases the account (eraseAccount,
 * whoever asked): their carousel folder `{userId}/` (where the worker writes), their data exports (`{userId}/`
 * in exportacoes) and their uploads, which the upload route names `public/{userId}-{uuid}.{ext}` in bucket
 * medias. What the user made for a team, the team's, is spared (listTeamCarouselFiles, listTeamUploads): call
 * it after the teams the account empties are emptied and while its memberships still say which teams it was
 * in. A file a job stores after this commit is its writer's to remove (its announced folder,
 * storage-deletions.ts). Returns the queue rows for runStorageDeletions after the commit; a crash before that
 * leaves them to the sweep.
 */
export async function queueUserFilesDeletion(tx: DbExecutor, userId: string): Promise<string[]> {
  const folder = { bucket: 'carrosseis', key: `${userId}/`, prefix: true } as const;
  const uploads = { bucket: 'medias', key: `public/${userId}-`, prefix: true } as const;
  return queueStorageDeletions(tx, [
    { ...folder, keep: await listTeamCarouselFiles(tx, userId) },
    { ...uploads, keep: await listTeamUploads(tx, userId) },
    { bucket: 'exportacoes', key: `${userId}/`, prefix: true },
  ]);
}
