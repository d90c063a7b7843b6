import { sql } from 'drizzle-orm';
import type { CarouselAuthorship } from '../../shared/workspaces/authorship';
import type { Database } from '../db/client';
import { carrosseis, instagramPosts, linkedinPosts, profiles } from '../db/schema';

const nameOf = (userId: unknown) =>
  sql`(select ${profiles.nome} from ${profiles} where ${profiles.id} = ${userId})`;

/**
 * Who created, last edited and last published the carousel (`CarouselAuthorship`), as one JSON object written by
 * PostgreSQL: the history list's and the admin content screen's (docs/workspaces.md, "Quem fez o quê"). The
 * publisher is the member who asked for the latest published post, either network.
 */
export const carouselAuthorship = sql<CarouselAuthorship>`json_build_object(
  'criado_por', ${nameOf(carrosseis.idUsuario)},
  'editado_por', ${nameOf(carrosseis.editadoPor)},
  'publicado_por', (select ${profiles.nome} from (
      select ${instagramPosts.publicadoPor} as quem, ${instagramPosts.publicadoEm} as em from ${instagramPosts}
       where ${instagramPosts.idCarrossel} = ${carrosseis.id} and ${instagramPosts.estado} = 'publicado'
      union all
      select ${linkedinPosts.publicadoPor}, ${linkedinPosts.publicadoEm} from ${linkedinPosts}
       where ${linkedinPosts.idCarrossel} = ${carrosseis.id} and ${linkedinPosts.estado} = 'publicado'
    ) as publicados join ${profiles} on ${profiles.id} = publicados.quem
    order by publicados.em desc limit 1)
)`;

/**
 * A member's name changed (renamed, or an account deleted): every carousel naming them as creator, editor or
 * publisher gets a new row version in the same transaction, so each process's remembered history rows
 * (history-list.ts, keyed by version) are written again with the new name on the next poll. Only carousels of
 * the workspaces they belong to and the ones they created: an index read each, never the whole table.
 */
export async function refreshCarouselsNaming(db: Database, userId: string): Promise<void> {
  await db.execute(sql`update ${carrosseis} c set editado_por = c.editado_por
    where c.id_usuario = ${userId}
       or (c.id_workspace in (select m.id_workspace from workspace_membros m where m.id_usuario = ${userId})
           and (c.editado_por = ${userId}
             or exists (select 1 from instagram_posts p where p.id_carrossel = c.id and p.publicado_por = ${userId})
             or exists (select 1 from linkedin_posts p where p.id_carrossel = c.id and p.publicado_por = ${userId})))`);
}
