import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { readSlideFormat } from '../../shared/carousels/formats';
import type { AppContext } from '../app-types';
import { readTraceBrand } from '../brand-kit/stored-kit';
import { type CarouselTrace, clearEditFailure, readTrace } from '../carousels/dto';
import { publishCarouselChange } from '../carousels/notify';
import {
  announceFolder,
  carouselTargets,
  claimAnnouncedFolder,
  discardAnnouncedFolder,
  queueStorageDeletions,
  runStorageDeletions,
} from '../carousels/storage-deletions';
import type { DbExecutor } from '../db/client';
import { arquivos, carrosseis, carrosselTextos } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { addBrandAvatar } from '../slide-images/brand-avatar';
import { GenerationError, loadCarouselImages, shouldRetry } from '../slide-images/carousel-images';
import type { Slide } from '../writer/types';
import { recordFiles, storeFiles } from './carousel-files';
import type { CarouselProducer } from './carousel-producer';
import { settleCarousel } from './settle-carousel';

/** How many versions keep their files (the served one included); older ones are deleted from storage. */
export const KEPT_VERSIONS = 5;

type VersionTemplate = NonNullable<CarouselTrace['template']>;

/** True when a save newer than `versao` exists: that save's own job draws it, this one steps aside. */
async function hasNewerVersion(db: DbExecutor, carouselId: string, versao: number): Promise<boolean> {
  const [newer] = await db
    .select({ versao: carrosselTextos.versao })
    .from(carrosselTextos)
    .where(and(eq(carrosselTextos.idCarrossel, carouselId), gt(carrosselTextos.versao, versao)))
    .limit(1);
  return newer !== undefined;
}

/** Marks still-waiting versions up to `versao` as overtaken by a newer save. */
async function markOvertaken(db: DbExecutor, carouselId: string, below: number): Promise<void> {
  await db
    .update(carrosselTextos)
    .set({ estado: 'substituida' })
    .where(
      and(
        eq(carrosselTextos.idCarrossel, carouselId),
        lt(carrosselTextos.versao, below),
        eq(carrosselTextos.estado, 'gerando'),
      ),
    );
}

/** The storage keys of every version past the newest KEPT_VERSIONS, whose rows are deleted here. */
async function pruneOldVersions(tx: DbExecutor, carouselId: string): Promise<string[]> {
  const kept = await tx
    .selectDistinct({ versao: arquivos.versao })
    .from(arquivos)
    .where(eq(arquivos.idCarrossel, carouselId))
    .orderBy(desc(arquivos.versao))
    .limit(KEPT_VERSIONS);
  const oldest = kept.at(-1)?.versao;
  if (kept.length < KEPT_VERSIONS || oldest === undefined) return [];
  const gone = await tx
    .delete(arquivos)
    .where(and(eq(arquivos.idCarrossel, carouselId), lt(arquivos.versao, oldest)))
    .returning({ key: arquivos.storagePath, thumbnail: arquivos.storagePathMiniatura });
  return gone.flatMap((row) => [row.key, row.thumbnail].filter((key): key is string => key !== null));
}

/**
 * The generation job's "from saved slides" mode: draws a saved edit without the writer and without any
 * credit. Its files go under a key no other render uses (`v<versao>-<random>/`), and the served version
 * switches in one transaction under the carousel's row lock, so a download never mixes two versions and
 * the newest save wins: an older save that finishes later is dropped with its files. A last failure leaves
 * the served version as it was (settleCarousel's edit branch).
 */
export function createEditRenderer(ctx: AppContext, producer: CarouselProducer, timeoutSeconds: number) {
  const { db, pool, storage, logger, metrics } = ctx;

  return async function renderEdit(
    { carouselId, versao }: { carouselId: string; versao: number },
    meta: { attempt: number; isLastAttempt: boolean },
  ): Promise<void> {
    const [version] = await db
      .select()
      .from(carrosselTextos)
      .where(and(eq(carrosselTextos.idCarrossel, carouselId), eq(carrosselTextos.versao, versao)));
    if (version?.estado !== 'gerando') return;
    const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, carouselId));
    if (!row) return;
    if (await hasNewerVersion(db, carouselId, versao)) {
      await markOvertaken(db, carouselId, versao + 1);
      return;
    }
    const started = performance.now();
    const observe = (result: 'concluido' | 'retry' | 'erro') =>
      metrics.generationDuration.observe({ writer: 'edicao', result }, (performance.now() - started) / 1000);
    let announced: string | undefined;
    try {
      const trace = readTrace(row.webhookData);
      const template = (version.template as VersionTemplate | null) ?? trace.template;
      const slides = (Array.isArray(version.slides) ? version.slides : []) as Slide[];
      if (slides.length === 0) throw new GenerationError('a versão salva não tem slides');
      const brand = readTraceBrand(trace);
      const images = await addBrandAvatar(
        storage,
        brand,
        await loadCarouselImages(storage, slides, template?.design),
      );
      const plan = { tema: row.tema ?? '', slides, caption: version.legenda };
      const { files, timings } = await producer.produce({
        plan,
        design: template?.design,
        images,
        format: readSlideFormat(row.formato),
        brand,
      });
      const prefix = `${row.idUsuario}/${carouselId}/v${versao}-${randomUUID().slice(0, 8)}`;
      // Announced before the first file is stored: a crash from here on leaves the folder to the sweep.
      const announcement = await announceFolder(db, prefix, timeoutSeconds);
      announced = announcement;
      const stored = await storeFiles(storage, prefix, files);

      const queued = await withTransaction(pool, async ({ db: tx, client }) => {
        const [locked] = await tx
          .select()
          .from(carrosseis)
          .where(eq(carrosseis.id, carouselId))
          .for('update');
        const [current] = await tx
          .select({ estado: carrosselTextos.estado })
          .from(carrosselTextos)
          .where(and(eq(carrosselTextos.idCarrossel, carouselId), eq(carrosselTextos.versao, versao)));
        // Files this render wrote but nobody will serve: their announced folder is deleted after the commit.
        if (!locked || current?.estado !== 'gerando') return [announcement];
        if (await hasNewerVersion(tx, carouselId, versao)) {
          await markOvertaken(tx, carouselId, versao + 1);
          return [announcement];
        }
        await claimAnnouncedFolder(tx, announcement);
        await recordFiles(tx, carouselId, versao, stored);
        await tx
          .update(carrosselTextos)
          .set({ estado: 'pronto' })
          .where(and(eq(carrosselTextos.idCarrossel, carouselId), eq(carrosselTextos.versao, versao)));
        await markOvertaken(tx, carouselId, versao);
        const lockedTrace = clearEditFailure(readTrace(locked.webhookData));
        await tx
          .update(carrosseis)
          .set({
            status: 'concluido',
            versaoAtual: versao,
            ...(template ? { templateVisual: template.id } : {}),
            webhookData: {
              ...lockedTrace,
              ...(template ? { template } : {}),
              slides: slides.length,
              edit: {
                versao,
                attempt: meta.attempt,
                timings: { ...timings, totalMs: Math.round(performance.now() - started) },
              },
            },
          })
          .where(eq(carrosseis.id, carouselId));
        // Queued in the switch's transaction: a crash before storage deletes them leaves them to the sweep.
        const pruned = await queueStorageDeletions(
          tx,
          carouselTargets(await pruneOldVersions(tx, carouselId)),
        );
        await publishCarouselChange(client, carouselId);
        return pruned;
      });
      observe('concluido');
      announced = undefined;
      // After the commit: what is deleted now is no longer served by any row.
      await runStorageDeletions(ctx, queued);
    } catch (error) {
      logger.warn({ err: error, carouselId, versao, attempt: meta.attempt }, 'carousel edit render failed');
      const retry = shouldRetry(error, meta);
      observe(retry ? 'retry' : 'erro');
      await discardAnnouncedFolder(ctx, announced);
      if (retry) throw error;
      const reason = error instanceof GenerationError ? error.message : 'falha ao gerar os slides';
      await settleCarousel(ctx, carouselId, reason, { versao });
    }
  };
}
