import type pg from 'pg';
import { deleteRowsReferencing } from './referencing-rows';

/**
 * Rows that belong to a workspace but outlive it as fiscal records: its balance row, its ledger and its PIX
 * payments (docs/account-data.md). They keep pointing at the workspace, which is why a workspace row is never
 * deleted: emptied, it has no member, so nobody lists it, names it or spends from it again.
 */
export const KEPT_WITH_WORKSPACE: ReadonlySet<string> = new Set(['creditos', 'credit_ledger', 'pagamentos']);

/**
 * Empties workspaces being deleted (a team its owner deletes, an account's personal workspace and the teams it
 * was alone in when the account goes), inside the caller's transaction: their carousels' stored files and
 * folders (`{creator}/{carousel}/`, where an edit being drawn writes too) are queued for the storage sweep (docs/decisions/0015-storage-deletions-outbox.md), then every row of every table that
 * references `workspaces` goes, read from the catalogue so a table added later is emptied too, memberships and
 * invitations included, but the money records of KEPT_WITH_WORKSPACE stay. Returns the queue rows, for a caller
 * that runs them right after its commit (runStorageDeletions); otherwise the sweep does.
 */
export async function emptyWorkspaces(client: pg.PoolClient, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<{ id: string }>(
    `insert into arquivos_a_remover (bucket, key, prefix, remove_after)
     select 'carrosseis', f.key, false, now() + interval '1 minute'
       from arquivos a join carrosseis c on c.id = a.id_carrossel,
            lateral (values (a.storage_path), (a.storage_path_miniatura)) as f (key)
      where c.id_workspace = any($1::uuid[]) and f.key is not null
     union all
     select 'carrosseis', c.id_usuario || '/' || c.id || '/', true, now() + interval '1 minute'
       from carrosseis c where c.id_workspace = any($1::uuid[])
     returning id`,
    [ids],
  );
  await deleteRowsReferencing(client, 'workspaces', ids, KEPT_WITH_WORKSPACE);
  return rows.map((row) => row.id);
}
