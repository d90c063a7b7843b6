import type { CarouselDto, DownloadFile } from '../../shared/carousels/api';
import { getDownloadName } from '../../shared/carousels/download-name';
import { readSlideFormat } from '../../shared/carousels/formats';
import type { Objective } from '../../shared/constants';
import type { Storage } from '../storage/storage';

export interface CarouselRow {
  id: string;
  idUsuario: string;
  tema: string | null;
  tipoCarrossel: string;
  objetivo: string | null;
  status: string;
  descricaoSolicitada: string | null;
  camposPersonalizados: unknown;
  templateVisual: string | null;
  webhookData: unknown;
  dataCriacao: Date;
  dataFinalizacao: Date | null;
  /** The version the download serves (null before the first generation finishes). */
  versaoAtual?: number | null;
  formato: string;
}

export interface CarouselTrace {
  template?: { id: string; nome: string; design?: unknown };
  files?: { nome: string; key: string }[];
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

/**
 * The API's snake_case carousel; slide thumbnails come from the stored file list once finished, as URLs a
 * browser can read now (presigned on S3: the carrosseis bucket is private).
 */
export async function toCarouselDto(row: CarouselRow, storage: Storage): Promise<CarouselDto> {
  const trace = readTrace(row.webhookData);
  // A carousel drawing a saved edit keeps showing the version it serves.
  const slides =
    row.status === 'concluido' || (row.versaoAtual ?? null) !== null
      ? await Promise.all(
          (trace.files ?? [])
            .filter((file) => file.nome.endsWith('.png'))
            .map((file) => storage.readUrl('carrosseis', file.key)),
        )
      : [];
  return {
    id: row.id,
    id_usuario: row.idUsuario,
    tema: row.tema,
    tipo_carrossel: row.tipoCarrossel,
    objetivo: row.objetivo as Objective | null,
    status: row.status,
    descricao_solicitada: row.descricaoSolicitada,
    campos_personalizados: (row.camposPersonalizados ?? {}) as Record<string, unknown>,
    template_visual: row.templateVisual,
    template_nome: trace.template?.nome ?? null,
    edicao_falhou: typeof trace.editFailed === 'number' ? trace.editFailed : null,
    formato: readSlideFormat(row.formato),
    data_criacao: row.dataCriacao.toISOString(),
    data_finalizacao: row.dataFinalizacao?.toISOString() ?? null,
    slides,
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
    // Rows written before storage_path existed keep the URL they were stored with.
    url: file.storagePath
      ? await storage.readUrl('carrosseis', file.storagePath, { downloadName: nome })
      : file.urlArquivo,
    tamanho: file.tamanho ?? null,
  };
}
