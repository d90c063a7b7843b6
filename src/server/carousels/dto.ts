import { and, asc, like, sql } from 'drizzle-orm';
import type { CarouselDto, DownloadFile } from '../../shared/carousels/api';
import { getDownloadName } from '../../shared/carousels/download-name';
import { readSlideFormat } from '../../shared/carousels/formats';
import { isCarouselStatusIn } from '../../shared/carousels/status';
import type { Objective } from '../../shared/constants';
import type { Database } from '../db/client';
import { arquivos } from '../db/schema';
import type { Storage } from '../storage/storage';
import { toWireFields } from './image-refs';

/** The columns every carousel answer shows (the user API, the admin list and the admin record). */
export interface CarouselSummaryRow {
  id: string;
  idUsuario: string;
  tema: string | null;
  tipoCarrossel: string;
  objetivo: string | null;
  status: string;
  motivoErro: string | null;
  descricaoSolicitada: string | null;
  templateVisual: string | null;
  dataCriacao: Date;
  dataFinalizacao: Date | null;
}

export interface CarouselRow extends CarouselSummaryRow {
  camposPersonalizados: unknown;
  webhookData: unknown;
  /** The version the download serves (null before the first generation finishes). */
  versaoAtual?: number | null;
  formato: string;
}

/** What the generation copied onto the carousel at creation (template, brand kit) and how it went. */
export interface CarouselTrace {
  template?: { id: string; nome: string; design?: unknown };
  /** The newest saved edit that could not be drawn, while no later one is served (the card says so). */
  editFailed?: number;
  [key: string]: unknown;
}

/** The trace once a saved edit is served: an earlier edit's failure no longer concerns the user. */
export function clearEditFailure(trace: CarouselTrace): CarouselTrace {
  const { editFailed: _served, ...rest } = trace;
  return rest;
}

export function readTrace(webhookData: unknown): CarouselTrace {
  return webhookData && typeof webhookData === 'object' ? (webhookData as CarouselTrace) : {};
}

type CarouselSummary = Pick<
  CarouselDto,
  | 'id'
  | 'id_usuario'
  | 'tema'
  | 'tipo_carrossel'
  | 'objetivo'
  | 'status'
  | 'motivo_erro'
  | 'descricao_solicitada'
  | 'template_visual'
  | 'template_nome'
  | 'data_criacao'
  | 'data_finalizacao'
>;

/** The one mapping from a carousel's columns to the API's snake_case fields. */
export function toCarouselSummary(row: CarouselSummaryRow, templateNome: string | null): CarouselSummary {
  return {
    id: row.id,
    id_usuario: row.idUsuario,
    tema: row.tema,
    tipo_carrossel: row.tipoCarrossel,
    objetivo: row.objetivo as Objective | null,
    status: row.status,
    motivo_erro: row.motivoErro,
    descricao_solicitada: row.descricaoSolicitada,
    template_visual: row.templateVisual,
    template_nome: templateNome,
    data_criacao: row.dataCriacao.toISOString(),
    data_finalizacao: row.dataFinalizacao?.toISOString() ?? null,
  };
}

/** A stored file's address: its storage key, or for rows written before storage_path existed, its URL. */
export interface StoredFileRef {
  storagePath: string | null;
  urlArquivo: string;
}

/** A slide's file, with its small copy when one was made (slide-images/slide-thumbnail.ts). */
export interface SlideFileRef extends StoredFileRef {
  storagePathMiniatura: string | null;
}

/**
 * The version a carousel shows and serves (its slides, its download): `versao_atual`, or 1 for a carousel
 * finished before versions existed; null while its first generation has not finished.
 */
export function servedVersion(row: { versaoAtual?: number | null; status: string }): number | null {
  return row.versaoAtual ?? (isCarouselStatusIn('served', row.status) ? 1 : null);
}

/** The PNG slides each carousel of a list shows, in order, by carousel id. */
export type SlideFilesReader = (
  rows: readonly Pick<CarouselRow, 'id' | 'status' | 'versaoAtual'>[],
) => Promise<Map<string, SlideFileRef[]>>;

/**
 * Reads the slides from `arquivos` (the one list of a carousel's files), in one query for a whole list. The
 * statement is built once and sent by name, like the history list it follows (docs/decisions/0016-reads-at-scale.md).
 */
export function createSlideFilesReader(db: Database): SlideFilesReader {
  const query = db
    .select({
      idCarrossel: arquivos.idCarrossel,
      versao: arquivos.versao,
      storagePath: arquivos.storagePath,
      storagePathMiniatura: arquivos.storagePathMiniatura,
      urlArquivo: arquivos.urlArquivo,
    })
    .from(arquivos)
    .where(
      and(
        sql`${arquivos.idCarrossel} = any(${sql.placeholder('ids')}::uuid[])`,
        like(arquivos.nomeArquivo, '%.png'),
      ),
    )
    .orderBy(asc(arquivos.idCarrossel), asc(arquivos.ordem), asc(arquivos.nomeArquivo))
    .prepare('carousel_slide_files');
  return async (rows) => {
    const shown = new Map<string, number>();
    for (const row of rows) {
      const versao = servedVersion(row);
      if (versao !== null) shown.set(row.id, versao);
    }
    const slides = new Map<string, SlideFileRef[]>();
    if (shown.size === 0) return slides;
    for (const file of await query.execute({ ids: [...shown.keys()] })) {
      if (shown.get(file.idCarrossel) !== file.versao) continue;
      const list = slides.get(file.idCarrossel);
      if (list) list.push(file);
      else slides.set(file.idCarrossel, [file]);
    }
    return slides;
  };
}

/** A URL a browser can read now (presigned on S3: the carrosseis bucket is private). */
export function readFileUrl(file: StoredFileRef, storage: Storage, downloadName?: string): Promise<string> {
  // Rows written before storage_path existed keep the URL they were stored with.
  return file.storagePath
    ? storage.readUrl('carrosseis', file.storagePath, downloadName ? { downloadName } : undefined)
    : Promise.resolve(file.urlArquivo);
}

/** A slide as the screens show it small: its small copy, or the PNG for a slide stored before copies existed. */
export function readThumbnailUrl(file: SlideFileRef, storage: Storage): Promise<string> {
  return file.storagePathMiniatura
    ? storage.readUrl('carrosseis', file.storagePathMiniatura)
    : readFileUrl(file, storage);
}

/** The slides' links, their small copies (the first of them as the cover), and their count. */
async function readSlides(
  files: readonly SlideFileRef[],
  storage: Storage,
): Promise<Pick<CarouselDto, 'capa' | 'total_slides' | 'slides' | 'miniaturas'>> {
  const [slides, miniaturas] = await Promise.all([
    Promise.all(files.map((file) => readFileUrl(file, storage))),
    Promise.all(files.map((file) => readThumbnailUrl(file, storage))),
  ]);
  return { capa: miniaturas[0] ?? null, total_slides: slides.length, slides, miniaturas };
}

/**
 * The API's snake_case carousel; slide thumbnails are the shown version's PNGs (`slideFiles`, from
 * a SlideFilesReader), as URLs a browser can read now.
 */
export async function toCarouselDto(
  row: CarouselRow,
  slideFiles: ReadonlyMap<string, readonly SlideFileRef[]>,
  storage: Storage,
): Promise<CarouselDto> {
  const trace = readTrace(row.webhookData);
  return {
    ...toCarouselSummary(row, trace.template?.nome ?? null),
    edicao_falhou: typeof trace.editFailed === 'number' ? trace.editFailed : null,
    campos_personalizados: await toWireFields(row.camposPersonalizados, storage),
    formato: readSlideFormat(row.formato),
    ...(await readSlides(slideFiles.get(row.id) ?? [], storage)),
  };
}

/** One stored file as the download page lists it, with a URL a browser can read now. */
export async function toDownloadFile(
  file: {
    id: string;
    nomeArquivo: string;
    tipo: string;
    storagePath: string | null;
    urlArquivo: string;
    tamanho: number | null;
  },
  storage: Storage,
  tema: string | null = null,
): Promise<DownloadFile> {
  // The ZIP and the PDF are offered under the tema's name; the stored key keeps its plain name.
  const nome = getDownloadName(file.nomeArquivo, tema);
  return {
    id: file.id,
    nome,
    tipo: file.tipo,
    url: await readFileUrl(file, storage, nome),
    tamanho: file.tamanho ?? null,
  };
}
