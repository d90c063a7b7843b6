import type pg from 'pg';

const bare = (table: string) => table.replace(/^public\./, '').replace(/"/g, '');
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Deletes the rows that reference `ids` of `target` with ON DELETE CASCADE, in every table but `kept`, read from
 * the catalogue rather than listed by hand: a table added later is emptied too, without anyone remembering it.
 * Used when the referenced rows stay as anchors of records (a deleted account, an emptied workspace).
 */
export async function deleteRowsReferencing(
  client: pg.PoolClient,
  target: 'profiles' | 'workspaces',
  ids: readonly string[],
  kept: ReadonlySet<string>,
): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await client.query<{ table: string; column: string }>(
    `select c.conrelid::regclass::text as table, a.attname as column
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = $1::regclass and c.confdeltype = 'c'
      order by 1, 2`,
    [`public.${target}`],
  );
  for (const { table, column } of rows) {
    if (kept.has(bare(table))) continue;
    await client.query(`delete from ${table} where ${quoteIdent(column)} = any($1::uuid[])`, [ids]);
  }
}
