import { sql } from 'drizzle-orm';
import type { CarouselAuthorship } from '../../shared/workspaces/authorship';
import { carrosseis, instagramPosts, linkedinPosts, profiles } from '../db/schema';

const nameOf = (userId: unknown) => sql`(select ${profiles.nome} from ${profiles} where ${profiles.id} = ${userId})`;

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
