import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CarouselContent } from '../../shared/carousels/schemas';
import type { AppContext } from '../app-types';
import { readTrace } from '../carousels/dto';
import { publishCarouselChange } from '../carousels/notify';
import { saveWrittenTexts } from '../carousels/slide-texts';
import { arquivos, carrosseis } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { JobDefinition } from '../jobs/jobs';
import { type Bucket, isBucket } from '../storage/storage';
import { isBundledBackground } from './render';
import { FINAL_STATUS_PATTERN, settleCarousel } from './settle-carousel';
import { SETTLE_DEAD_GENERATION_JOB } from './settle-jobs';
import type { Writer } from './writer/types';
import { recordWriterRun } from './writer-runs';

export const generateCarouselSchema = z.object({ carouselId: z.uuid() });
export type GenerateCarouselJob = JobDefinition<typeof generateCarouselSchema>;

export interface ProducedFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Turns a slide plan into the files the user downloads (slides, ZIP, PDF). */
export interface CarouselProducer {
  produce(input: {
    plan: Awaited<ReturnType<Writer['write']>>;
    design: unknown;
    images: Map<string, Uint8Array>;
  }): Promise<{ files: ProducedFile[]; timings: Record<string, number> }>;
}

/** A failure the user should read as the reason (`erro: <motivo>`), in Portuguese. */
export class GenerationError extends Error {}

/** `medias/templates/x.png` (how template designs name their background image) to bucket and key. */
function parseBucketPath(ref: string): { bucket: Bucket; key: string } | null {
  const [bucket, ...rest] = ref.replace(/^\/+/, '').split('/');
  if (!bucket || !isBucket(bucket) || rest.length === 0) return null;
  return { bucket, key: rest.join('/') };
}

/** The template's own background image, when it is a stored upload rather than a bundled asset. */
function findDesignImage(design: unknown): string | null {
  const background = (design as { background?: { kind?: string; source?: unknown } } | undefined)?.background;
  if (background?.kind !== 'image' || typeof background.source !== 'string') return null;
  return isBundledBackground(background.source) ? null : background.source;
}

const FINAL_STATUS = new RegExp(FINAL_STATUS_PATTERN);
/** The download page lists the ZIP, the PDF, the PNG slides, then their Instagram-ready JPEG copies. */
const FILE_ORDER_BY_EXTENSION: Record<string, number> = { zip: 0, pdf: 1, png: 2, jpg: 3 };
const FILE_ORDER = (name: string) => FILE_ORDER_BY_EXTENSION[name.split('.').at(-1) ?? ''] ?? 4;

/**
 * The generation job. Every step is idempotent so a crash or a retry never duplicates anything: files are
 * written under fixed names (overwritten), `arquivos` rows are upserted on (carousel, name), the final
 * status is set once, and the refund on the last failure is tied to the carousel by a unique key. A job that
 * never reaches its catch is settled by the dead-letter job and the sweep (settle-jobs.ts).
 */
export function createGenerateCarouselJob(
  ctx: AppContext,
  deps: { writer: Writer; producer: CarouselProducer; timeoutSeconds: number },
): GenerateCarouselJob {
  const { db, pool, storage, logger, metrics } = ctx;
  const observe = (started: number, result: 'concluido' | 'retry' | 'erro') =>
    metrics.generationDuration.observe(
      { writer: deps.writer.name, result },
      (performance.now() - started) / 1000,
    );

  async function loadImages(refs: string[]): Promise<Map<string, Uint8Array>> {
    const images = new Map<string, Uint8Array>();
    for (const ref of refs) {
      const location = storage.parsePublicUrl(ref) ?? parseBucketPath(ref);
      const bytes = location ? await storage.get(location.bucket, location.key) : null;
      if (!bytes) throw new GenerationError('a imagem enviada não foi encontrada');
      images.set(ref, bytes);
    }
    return images;
  }

  return {
    name: 'carousel-generate',
    schema: generateCarouselSchema,
    retryLimit: 2,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: deps.timeoutSeconds,
    concurrency: ctx.config.WORKER_CONCURRENCY,
    // A job that dies without reaching the catch below (crash, expiry, shutdown on its last attempt) lands there.
    deadLetter: SETTLE_DEAD_GENERATION_JOB,
    async handle({ carouselId }, meta) {
      const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, carouselId));
      if (!row || FINAL_STATUS.test(row.status)) return;
      const started = performance.now();
      try {
        if (row.status === 'pendente') {
          const [started] = await db
            .update(carrosseis)
            .set({ status: 'processando' })
            .where(and(eq(carrosseis.id, carouselId), eq(carrosseis.status, 'pendente')))
            .returning({ id: carrosseis.id });
          if (started) await publishCarouselChange(pool, row.idUsuario, carouselId);
        }
        const content = { objetivo: row.objetivo, campos: row.camposPersonalizados } as CarouselContent;
        const writeStarted = performance.now();
        const plan = await deps.writer.write(content);
        const writeMs = performance.now() - writeStarted;
        await recordWriterRun(db, carouselId, plan);
        const trace = readTrace(row.webhookData);
        const designImage = findDesignImage(trace.template?.design);
        const refs = [
          ...new Set([
            ...plan.slides.flatMap((slide) => (slide.imageRef ? [slide.imageRef] : [])),
            ...(designImage ? [designImage] : []),
          ]),
        ];
        const images = await loadImages(refs);
        const { files, timings } = await deps.producer.produce({
          plan,
          design: trace.template?.design,
          images,
        });

        const stored: { nome: string; key: string; tipo: string; tamanho: number; url: string }[] = [];
        for (const file of files) {
          const key = `${row.idUsuario}/${carouselId}/${file.name}`;
          await storage.put('carrosseis', key, file.bytes, file.contentType);
          stored.push({
            nome: file.name,
            key,
            tipo: file.contentType,
            tamanho: file.bytes.byteLength,
            url: storage.publicUrl('carrosseis', key),
          });
        }

        await withTransaction(pool, async ({ db: tx, client }) => {
          // Status first: a carousel settled meanwhile (sweep, an older attempt) keeps its final state and gets
          // no file rows.
          const [done] = await tx
            .update(carrosseis)
            .set({
              status: 'concluido',
              tema: plan.tema.slice(0, 200),
              dataFinalizacao: new Date(),
              webhookData: {
                ...trace,
                writer: (plan as { trace?: unknown }).trace ?? { writer: deps.writer.name },
                attempt: meta.attempt,
                timings: {
                  writeMs: Math.round(writeMs),
                  ...timings,
                  totalMs: Math.round(performance.now() - started),
                },
                files: stored.map(({ nome, key, tamanho }) => ({ nome, key, tamanho })),
                slides: plan.slides.length,
              },
            })
            .where(sql`${carrosseis.id} = ${carouselId} and ${carrosseis.status} !~ ${FINAL_STATUS_PATTERN}`)
            .returning({ id: carrosseis.id });
          if (!done) return;
          await saveWrittenTexts(tx, carouselId, plan);
          const names = stored.map((file) => file.nome);
          await tx
            .delete(arquivos)
            .where(
              sql`${arquivos.idCarrossel} = ${carouselId} and not (${inArray(arquivos.nomeArquivo, names)})`,
            );
          for (const file of stored) {
            await tx
              .insert(arquivos)
              .values({
                idCarrossel: carouselId,
                nomeArquivo: file.nome,
                tipo: file.tipo,
                tamanho: file.tamanho,
                urlArquivo: file.url,
                storagePath: file.key,
                ordem: FILE_ORDER(file.nome),
              })
              .onConflictDoUpdate({
                target: [arquivos.idCarrossel, arquivos.nomeArquivo],
                set: {
                  tipo: file.tipo,
                  tamanho: file.tamanho,
                  urlArquivo: file.url,
                  storagePath: file.key,
                  dataUpload: new Date(),
                },
              });
          }
          await publishCarouselChange(client, row.idUsuario, carouselId);
        });
        observe(started, 'concluido');
      } catch (error) {
        logger.warn({ err: error, carouselId, attempt: meta.attempt }, 'carousel generation failed');
        observe(started, meta.isLastAttempt ? 'erro' : 'retry');
        if (!meta.isLastAttempt) throw error;
        const reason = error instanceof GenerationError ? error.message : 'falha ao gerar os slides';
        await settleCarousel(pool, carouselId, reason);
      }
    },
  };
}
