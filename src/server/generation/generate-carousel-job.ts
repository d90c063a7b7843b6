import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { readSlideFormat } from '../../shared/carousels/formats';
import { CAROUSEL_FAILURE_REASONS } from '../../shared/carousels/status';
import type { AppContext } from '../app-types';
import { readTraceBrand } from '../brand-kit/stored-kit';
import { readTrace } from '../carousels/dto';
import { type GenerateCarouselJob, generateCarouselSchema } from '../carousels/generate-job';
import { publishCarouselChange } from '../carousels/notify';
import { saveWrittenTexts } from '../carousels/slide-texts';
import { announceFolder, claimAnnouncedFolder, discardAnnouncedFolder } from '../carousels/storage-deletions';
import { carrosseis } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { addBrandAvatar } from '../slide-images/brand-avatar';
import { GenerationError, loadCarouselImages, shouldRetry } from '../slide-images/carousel-images';
import type { Writer, WriterInput } from '../writer/types';
import { type ProducedFile, recordFiles, storeFiles } from './carousel-files';
import type { CarouselProducer } from './carousel-producer';
import { queueCarouselReadyEmail } from './carousel-ready-email';
import { createEditRenderer } from './render-edit';
import { FINAL_STATUS_PATTERN, settleCarousel } from './settle-carousel';
import { recordWriterRun } from './writer-runs';

export type { CarouselProducer, GenerateCarouselJob, ProducedFile };

export { GenerationError };

const FINAL_STATUS = new RegExp(FINAL_STATUS_PATTERN);

/**
 * The generation job. Every step is idempotent so a crash or a retry never duplicates anything: each attempt
 * writes its files in a folder of its own, announced before the first file is stored and claimed by the
 * transaction that records them (any other attempt's folder is removed: by that attempt, or by the sweep after
 * a crash), `arquivos` rows are upserted on (carousel, version, name), the final status is set once, and the refund on the last failure is tied to the carousel by a unique key. A job that
 * never reaches its catch is settled by the dead-letter job and the sweep (settle-jobs.ts).
 */
export function createGenerateCarouselJob(
  ctx: AppContext,
  deps: {
    writer: Writer;
    producer: CarouselProducer;
    timeoutSeconds: number;
    /** The queue that settles a job dead for good (settle-jobs.ts); the composition root wires the two. */
    deadLetter: string;
  },
): GenerateCarouselJob {
  const { db, pool, storage, logger, metrics } = ctx;
  const observe = (started: number, result: 'concluido' | 'retry' | 'erro') =>
    metrics.generationDuration.observe(
      { writer: deps.writer.name, result },
      (performance.now() - started) / 1000,
    );

  const renderEdit = createEditRenderer(ctx, deps.producer, deps.timeoutSeconds);

  return {
    name: 'carousel-generate',
    schema: generateCarouselSchema,
    retryLimit: 2,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: deps.timeoutSeconds,
    concurrency: ctx.config.WORKER_CONCURRENCY,
    // A job that dies without reaching the catch below (crash, expiry, shutdown on its last attempt) lands there.
    deadLetter: deps.deadLetter,
    async handle({ carouselId, versao }, meta) {
      if (versao !== undefined) return renderEdit({ carouselId, versao }, meta);
      const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, carouselId));
      if (!row || FINAL_STATUS.test(row.status)) return;
      const started = performance.now();
      let announced: string | undefined;
      try {
        if (row.status === 'pendente') {
          const [started] = await db
            .update(carrosseis)
            .set({ status: 'processando' })
            .where(and(eq(carrosseis.id, carouselId), eq(carrosseis.status, 'pendente')))
            .returning({ id: carrosseis.id });
          if (started) await publishCarouselChange(pool, carouselId);
        }
        // The fields as stored: each image is its key in the medias bucket (carousels/image-refs.ts).
        const content = { objetivo: row.objetivo, campos: row.camposPersonalizados } as WriterInput;
        const writeStarted = performance.now();
        const plan = await deps.writer.write(content);
        const writeMs = performance.now() - writeStarted;
        await recordWriterRun(db, carouselId, plan);
        const trace = readTrace(row.webhookData);
        const brand = readTraceBrand(trace);
        const images = await addBrandAvatar(
          storage,
          brand,
          await loadCarouselImages(storage, plan.slides, trace.template?.design),
        );
        const { files, timings } = await deps.producer.produce({
          plan,
          design: trace.template?.design,
          images,
          format: readSlideFormat(row.formato),
          brand,
        });

        // A folder of this attempt's own, announced before the first file is stored (storage-deletions.ts).
        const folder = `${row.idUsuario}/${carouselId}/v1-${randomUUID().slice(0, 8)}`;
        const announcement = await announceFolder(db, folder, deps.timeoutSeconds);
        announced = announcement;
        const stored = await storeFiles(storage, folder, files);

        const served = await withTransaction(pool, async ({ db: tx, client }) => {
          // Status first: a carousel settled meanwhile (sweep, an older attempt) keeps its final state and gets
          // no file rows.
          const [done] = await tx
            .update(carrosseis)
            .set({
              status: 'concluido',
              versaoAtual: 1,
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
                slides: plan.slides.length,
              },
            })
            .where(sql`${carrosseis.id} = ${carouselId} and ${carrosseis.status} !~ ${FINAL_STATUS_PATTERN}`)
            .returning({ id: carrosseis.id });
          if (!done) return false;
          await claimAnnouncedFolder(tx, announcement);
          await saveWrittenTexts(tx, carouselId, plan);
          await recordFiles(tx, carouselId, 1, stored);
          await publishCarouselChange(client, carouselId);
          await queueCarouselReadyEmail(ctx, tx, client, {
            id: carouselId,
            userId: row.idUsuario,
            tema: plan.tema.slice(0, 200),
          });
          await ctx.webhooks.record(tx, client, {
            workspaceId: row.idWorkspace,
            userId: row.idUsuario,
            type: 'carousel.concluido',
            data: { id: carouselId },
          });
          return true;
        });
        if (!served) {
          // Deleted (with its account, say) or settled while this attempt drew it: nobody serves these files.
          logger.info(
            { carouselId },
            'carousel gone or settled before its files were recorded; files removed',
          );
          await discardAnnouncedFolder(ctx, announcement);
        }
        announced = undefined;
        observe(started, 'concluido');
      } catch (error) {
        logger.warn({ err: error, carouselId, attempt: meta.attempt }, 'carousel generation failed');
        await discardAnnouncedFolder(ctx, announced);
        const retry = shouldRetry(error, meta);
        observe(started, retry ? 'retry' : 'erro');
        if (retry) throw error;
        const reason =
          error instanceof GenerationError ? error.message : CAROUSEL_FAILURE_REASONS.renderFailed;
        await settleCarousel(ctx, carouselId, reason);
      }
    },
  };
}
