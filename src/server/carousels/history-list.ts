import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INSTAGRAM_METRICS } from '../../shared/instagram/schema';
import { LINKEDIN_POST_URL_PREFIX } from '../../shared/linkedin/schema';
import type { Database } from '../db/client';
import { carrosseis, instagramPosts, linkedinPosts } from '../db/schema';
import type { Storage } from '../storage/storage';
import { carouselAuthorship } from './authorship-sql';
import { createSlideFilesReader, readThumbnailUrl, type SlideFileRef, servedVersion } from './dto';
import { toWireFields } from './image-refs';
import type { CarouselListCache } from './list-cache';

/** A shown version's cover (its first PNG) and how many slides it has. */
interface SlideSummary {
  cover: SlideFileRef | null;
  total: number;
}

/**
 * A served version's files never change (an edit is a new version; a pruned one is no longer shown), so what the
 * card needs from them is remembered by carousel and version: a poll of the history reads `arquivos` only for
 * the carousels that finished or changed version since the last one. Beyond this many, start over.
 */
const MAX_REMEMBERED = 50_000;
/** The rows remembered (about 1-2 KB each as JSON text, twice: as read and as answered): beyond this many, start over. */
const MAX_REMEMBERED_ROWS = 10_000;
/** The bytes of the users' last answers remembered: beyond this many, start over. */
const MAX_REMEMBERED_ANSWER_BYTES = 16 * 1024 * 1024;

/** An ISO 8601 instant in UTC with milliseconds, as Date#toISOString writes it (and every other route answers). */
const isoInstant = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The card's Instagram numbers (`metricas_instagram`): the latest published post's insights that were read, and
 * when; null before any were.
 */
const cardMetrics = sql`(select json_build_object(${sql.raw(
  Object.keys(INSTAGRAM_METRICS)
    .map((name) => `'${name}', coalesce((instagram_posts.metricas ->> '${name}')::int, 0)`)
    .join(', '),
)}, 'lidas_em', ${isoInstant(instagramPosts.metricasEm)})
  from ${instagramPosts}
  where ${instagramPosts.idCarrossel} = ${carrosseis.id} and ${instagramPosts.estado} = 'publicado'
    and ${instagramPosts.metricasEm} is not null
  order by ${instagramPosts.publicadoEm} desc limit 1)`;

/**
 * The card's posts (`publicacoes`, `carouselPostSummarySchema`): each network's latest post that was not
 * cancelled, Instagram first, with its link once published; `[]` before any.
 */
const cardPosts = sql`coalesce((select json_agg(posts) from (
  (select 'instagram' as rede, ${instagramPosts.estado} as status,
      case when ${instagramPosts.estado} = 'publicado' then ${instagramPosts.permalink} end as url,
      ${isoInstant(instagramPosts.agendadoPara)} as agendado_para,
      ${isoInstant(instagramPosts.publicadoEm)} as publicado_em
    from ${instagramPosts}
    where ${instagramPosts.idCarrossel} = ${carrosseis.id} and ${instagramPosts.estado} <> 'cancelado'
    order by ${instagramPosts.createdAt} desc limit 1)
  union all
  (select 'linkedin', ${linkedinPosts.estado},
      case when ${linkedinPosts.estado} = 'publicado'
        then ${LINKEDIN_POST_URL_PREFIX}::text || ${linkedinPosts.postUrn} || '/' end,
      ${isoInstant(linkedinPosts.agendadoPara)},
      ${isoInstant(linkedinPosts.publicadoEm)}
    from ${linkedinPosts}
    where ${linkedinPosts.idCarrossel} = ${carrosseis.id} and ${linkedinPosts.estado} <> 'cancelado'
    order by ${linkedinPosts.createdAt} desc limit 1)
) as posts), '[]'::json)`;

/**
 * A network's posts of a carousel in one word that changes whenever one of them does: how many, and the sum of
 * their `xmin` (every insert, update, insights read or delete of a post moves it); null without posts.
 */
const postsVersion = (table: typeof instagramPosts | typeof linkedinPosts) =>
  sql<string>`count(*)::text || '.' || sum(${table}.xmin::text::bigint)::text`;
/** The same word, read for one carousel (the rows read again, by id). */
const postsVersionOf = (table: typeof instagramPosts | typeof linkedinPosts) =>
  sql`(select ${postsVersion(table)} from ${table} where ${table.idCarrossel} = ${carrosseis.id})`;
/** A carousel's row version: PostgreSQL's xmin, and its posts' versions (Instagram's, then LinkedIn's). */
const rowVersionOf = (instagram: SQL, linkedin: SQL) =>
  sql<string>`${carrosseis}.xmin::text || '/' || coalesce(${instagram}, '') || '/' || coalesce(${linkedin}, '')`;

/**
 * The history list, polled by every open dashboard (docs/decisions/0016-reads-at-scale.md), as the JSON text of a
 * `CarouselListItem[]` (src/shared/carousels/api.ts), written by PostgreSQL: a named statement lists the workspace's
 * carousels with each row's version (`xmin`, and its posts' versions: one grouped join per network on the posts of
 * the workspace's carousels), and only the rows not seen before in that version are read, by a
 * second named statement that answers each carousel's fields already as JSON (the template's name and a failed edit
 * read from the trace), so a poll of an unchanged history costs one small index read, and this process neither
 * parses nor re-serialises the fields. Only the cover and the slide count are added here, from memory or, for
 * the carousels not yet seen, from one batched read of `arquivos`; and the fields of a carousel that stores an
 * image key (a cover, an educar point's photo) are parsed to answer that key as an address (image-refs.ts), the
 * rest are sent as PostgreSQL wrote them. Each carousel's JSON text and each workspace's last answer (as bytes) are
 * remembered too, so a poll of an unchanged history builds no text at all: only the covers' links are asked for
 * again (a signed link changes with its window), and the answer is sent again only when every item is the same
 * text. The keys are the contract's:
 * tests/integration/carousels.test.ts holds real answers to `carouselListItemSchema`, strictly, and to
 * `GET /api/carousels/{id}` field by field.
 */
export function createHistoryListReader(db: Database, storage: Storage, lists: CarouselListCache) {
  const readRows = db
    .select({
      id: carrosseis.id,
      rowVersion: rowVersionOf(postsVersionOf(instagramPosts), postsVersionOf(linkedinPosts)),
      status: carrosseis.status,
      versaoAtual: carrosseis.versaoAtual,
      campos: sql<string>`${carrosseis.camposPersonalizados}::text`,
      hasImageKey: sql<boolean>`(${carrosseis.camposPersonalizados} @? '$.imagemChave'
        or ${carrosseis.camposPersonalizados} @? '$.pontos[*].imagemChave')`,
      fields: sql<string>`json_build_object(
        'id', ${carrosseis.id},
        'id_usuario', ${carrosseis.idUsuario},
        'tema', ${carrosseis.tema},
        'tipo_carrossel', ${carrosseis.tipoCarrossel},
        'objetivo', ${carrosseis.objetivo},
        'status', ${carrosseis.status},
        'motivo_erro', ${carrosseis.motivoErro},
        'descricao_solicitada', ${carrosseis.descricaoSolicitada},
        'template_visual', ${carrosseis.templateVisual},
        'template_nome', ${carrosseis.webhookData} -> 'template' ->> 'nome',
        'formato', ${carrosseis.formato},
        'edicao_falhou', case when jsonb_typeof(${carrosseis.webhookData} -> 'editFailed') = 'number'
          then ${carrosseis.webhookData} -> 'editFailed' end,
        'data_criacao', ${isoInstant(carrosseis.dataCriacao)},
        'data_finalizacao', ${isoInstant(carrosseis.dataFinalizacao)},
        'metricas_instagram', ${cardMetrics},
        'publicacoes', ${cardPosts},
        'autoria', ${carouselAuthorship}
      )::text`,
    })
    .from(carrosseis)
    .where(sql`${carrosseis.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('carousels_history_rows');
  // Each of the workspace's carousels' posts, whoever of its members published them, one version word per network: part of the row's
  // version below, so a post that changes (published, failed, its insights read) is read again like any change of
  // the row. One grouped join per network, never a subquery per listed row.
  const postVersions = (table: typeof instagramPosts | typeof linkedinPosts, name: string) =>
    db
      .select({ idCarrossel: table.idCarrossel, versao: postsVersion(table).as(`versao_${name}`) })
      .from(table)
      .where(
        sql`${table.idCarrossel} in (select ${carrosseis.id} from ${carrosseis}
          where ${carrosseis.idWorkspace} = ${sql.placeholder('workspaceId')})`,
      )
      .groupBy(table.idCarrossel)
      .as(`posts_${name}`);
  const instagramVersions = postVersions(instagramPosts, 'instagram');
  const linkedinVersions = postVersions(linkedinPosts, 'linkedin');
  // The list itself: which carousels, in order, each with its row's version (PostgreSQL's xmin changes with every
  // update of the row, and its posts' versions), so the rows seen before, unchanged, are not written again.
  const listVersions = db
    .select({
      id: carrosseis.id,
      rowVersion: rowVersionOf(sql`${instagramVersions.versao}`, sql`${linkedinVersions.versao}`),
    })
    .from(carrosseis)
    .leftJoin(instagramVersions, eq(instagramVersions.idCarrossel, carrosseis.id))
    .leftJoin(linkedinVersions, eq(linkedinVersions.idCarrossel, carrosseis.id))
    .where(eq(carrosseis.idWorkspace, sql.placeholder('workspaceId')))
    .orderBy(desc(carrosseis.dataCriacao))
    .prepare('carousels_history');
  const readSlideFiles = createSlideFilesReader(db);
  const summaries = new Map<string, SlideSummary>();
  const NONE: SlideSummary = { cover: null, total: 0 };

  type Row = Awaited<ReturnType<typeof readRows.execute>>[number];
  /** Each carousel's row as last written by PostgreSQL, by id; used while its version is the listed one. */
  const rowsById = new Map<string, Row>();

  async function readListedRows(workspaceId: string): Promise<Row[]> {
    // From memory while PostgreSQL has not said the workspace's list changed (list-cache.ts).
    const listed = await lists.get(workspaceId, '', () => listVersions.execute({ workspaceId }));
    const answer = new Map<string, Row>();
    const stale: string[] = [];
    for (const { id, rowVersion } of listed) {
      const known = rowsById.get(id);
      if (known?.rowVersion === rowVersion) answer.set(id, known);
      else stale.push(id);
    }
    if (stale.length > 0) {
      const read = await readRows.execute({ ids: `{${stale.join(',')}}` });
      if (rowsById.size + read.length > MAX_REMEMBERED_ROWS) rowsById.clear();
      for (const row of read) {
        answer.set(row.id, row);
        rowsById.set(row.id, row);
      }
    }
    // A row deleted between the two reads is left out; one updated in between is answered as read.
    return listed.flatMap(({ id }) => answer.get(id) ?? []);
  }
  const keyOf = (row: Row) => `${row.id}:${servedVersion(row)}`;

  async function readSummaries(rows: Row[]): Promise<(row: Row) => SlideSummary> {
    const missing = rows.filter((row) => servedVersion(row) !== null && !summaries.has(keyOf(row)));
    if (missing.length > 0) {
      const files = await readSlideFiles(missing);
      if (summaries.size + missing.length > MAX_REMEMBERED) summaries.clear();
      for (const row of missing) {
        const shown = files.get(row.id) ?? [];
        summaries.set(keyOf(row), { cover: shown[0] ?? null, total: shown.length });
      }
    }
    return (row) => (servedVersion(row) === null ? NONE : (summaries.get(keyOf(row)) ?? NONE));
  }

  /**
   * Each listed carousel's JSON text as last answered, by carousel and row version, with the cover's link it
   * carries: reused while the link is the same (a signed link changes with its window), so a poll of an unchanged
   * history writes no JSON. Carousels storing an image key are written each time (their links are in the fields).
   */
  const itemsByRow = new Map<string, { capa: string; text: string }>();
  /** Each workspace's last answer, its items and its UTF-8 bytes: sent again as they are when every item is the same. */
  const answers = new Map<string, { items: string[]; bytes: Buffer }>();
  let answerBytes = 0;

  async function itemOf(row: Row, summaryOf: (row: Row) => SlideSummary): Promise<string> {
    const { cover, total } = summaryOf(row);
    const capa = cover ? JSON.stringify(await readThumbnailUrl(cover, storage)) : 'null';
    const key = `${row.id}:${row.rowVersion}`;
    const known = row.hasImageKey ? undefined : itemsByRow.get(key);
    if (known?.capa === capa) return known.text;
    const campos = row.hasImageKey
      ? JSON.stringify(await toWireFields(JSON.parse(row.campos), storage))
      : row.campos;
    // The object PostgreSQL wrote, opened to put the cover, the count and the fields first.
    const text = `{"capa":${capa},"total_slides":${total},"campos_personalizados":${campos},${row.fields.slice(1)}`;
    if (!row.hasImageKey) {
      if (itemsByRow.size >= MAX_REMEMBERED_ROWS) itemsByRow.clear();
      itemsByRow.set(key, { capa, text });
    }
    return text;
  }

  /** The history list as the UTF-8 bytes of its JSON text. */
  return async (workspaceId: string): Promise<Buffer> => {
    const rows = await readListedRows(workspaceId);
    const summaryOf = await readSummaries(rows);
    const items = await Promise.all(rows.map((row) => itemOf(row, summaryOf)));
    const last = answers.get(workspaceId);
    if (
      last &&
      last.items.length === items.length &&
      last.items.every((item, index) => item === items[index])
    ) {
      return last.bytes;
    }
    const bytes = Buffer.from(`[${items.join(',')}]`);
    answerBytes += bytes.length - (last?.bytes.length ?? 0);
    if (answerBytes > MAX_REMEMBERED_ANSWER_BYTES) {
      answers.clear();
      answerBytes = bytes.length;
    }
    answers.set(workspaceId, { items, bytes });
    return bytes;
  };
}
