import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { ADMIN_LOG_ACTIONS, ADMIN_MESSAGES } from '../../shared/admin/messages';
import {
  type AdminTemplate,
  compareTemplates,
  type TemplateFields,
  type TemplateMoveDirection,
} from '../../shared/admin/templates';
import { DEFAULT_TEMPLATE_TYPE } from '../../shared/constants';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import type { DbExecutor } from '../db/client';
import { templates } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { defaultDesignForBackgroundImage, type TemplateDesign } from '../slide-engine/templates';
import { acceptImage } from '../uploads/accept-image';
import { assignStrictOrdem } from './strict-order';
import { renderTemplatePreviewWithImage } from './template-preview';

type TemplateRow = typeof templates.$inferSelect;

const PREVIEW_FOLDER = 'templates/previews/';

function toAdminTemplate(row: TemplateRow): AdminTemplate {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipo,
    descricao: row.descricao,
    imagem_url: row.imagemUrl,
    ativo: row.ativo,
    ordem: row.ordem,
    data_criacao: row.dataCriacao.toISOString(),
    data_atualizacao: row.dataAtualizacao.toISOString(),
  };
}

/** The listing order everywhere in the admin area (the shared compareTemplates says the same). */
const TEMPLATE_ORDER = [asc(templates.ordem), asc(templates.nome), asc(templates.id)];

async function lockTemplate(tx: DbExecutor, id: string): Promise<TemplateRow> {
  const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.templateNotFound);
  return row;
}

interface StoredArtwork {
  design: TemplateDesign;
  imagemUrl: string;
  keys: string[];
}

export function createAdminTemplatesService(ctx: AppContext) {
  const { db, pool, storage, logger } = ctx;

  /**
   * Stores the uploaded background under medias/templates/ and its rendered preview under
   * medias/templates/previews/ (a fresh name each time, so no browser shows a cached old preview).
   */
  async function storeArtwork(image: Buffer): Promise<StoredArtwork> {
    const kind = await acceptImage(image, { notAnImage: ADMIN_MESSAGES.templateImageInvalid });
    const name = randomUUID();
    const imageKey = `templates/${name}.${kind.ext}`;
    const source = `medias/${imageKey}`;
    const design = defaultDesignForBackgroundImage(source);
    let preview: Buffer;
    try {
      preview = await renderTemplatePreviewWithImage(design, new Map([[source, new Uint8Array(image)]]));
    } catch (error) {
      // Checked whole above; the renderer still has the last word.
      logger.info({ err: error }, 'template image could not be rendered');
      throw new AppError('unsupported_media_type', ADMIN_MESSAGES.templateImageInvalid);
    }
    const previewKey = `${PREVIEW_FOLDER}${name}.png`;
    await storage.put('medias', imageKey, image, kind.contentType);
    await storage.put('medias', previewKey, preview, 'image/png');
    return { design, imagemUrl: storage.publicUrl('medias', previewKey), keys: [imageKey, previewKey] };
  }

  /** Best effort, after the database said no: the files are only wasted space. */
  async function discardArtwork(artwork: StoredArtwork | null): Promise<void> {
    for (const key of artwork?.keys ?? []) await storage.delete('medias', key).catch(() => undefined);
  }

  /**
   * Only the preview goes when a template is replaced or deleted. The background image stays: carousels
   * created with the template copied its design, which points at that image, and may still be generating.
   */
  async function deletePreview(imagemUrl: string | null): Promise<void> {
    const location = imagemUrl ? storage.parsePublicUrl(imagemUrl) : null;
    if (location?.bucket !== 'medias' || !location.key.startsWith(PREVIEW_FOLDER)) return;
    await storage
      .delete('medias', location.key)
      .catch((error: unknown) =>
        logger.warn({ err: error, key: location.key }, 'template preview not deleted'),
      );
  }

  async function listTemplates(tx: DbExecutor = db): Promise<AdminTemplate[]> {
    const rows = await tx
      .select()
      .from(templates)
      .orderBy(...TEMPLATE_ORDER);
    return rows.map(toAdminTemplate);
  }

  return {
    listTemplates: () => listTemplates(),

    /** A new template from an uploaded image: the image becomes every slide's background (docs/product-rules.md §5). */
    async createTemplate(
      admin: AuthUser,
      fields: TemplateFields,
      image: Buffer | null,
      meta: RequestMeta,
    ): Promise<AdminTemplate> {
      if (!image) {
        throw new AppError('validation_failed', ADMIN_MESSAGES.templateImageRequired, {
          issues: [{ path: 'imagem', message: ADMIN_MESSAGES.templateImageRequired }],
        });
      }
      const artwork = await storeArtwork(image);
      try {
        return await withTransaction(pool, async ({ db: tx }) => {
          const [row] = await tx
            .insert(templates)
            .values({
              nome: fields.nome,
              tipo: fields.tipo ?? DEFAULT_TEMPLATE_TYPE,
              descricao: fields.descricao ?? null,
              ordem: fields.ordem ?? 0,
              ativo: fields.ativo ?? true,
              design: artwork.design,
              imagemUrl: artwork.imagemUrl,
            })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await writeLog(tx, {
            idUsuario: admin.id,
            acao: ADMIN_LOG_ACTIONS.createTemplate,
            detalhes: { alvo: row.id, nome: row.nome, tipo: row.tipo, ordem: row.ordem, ativo: row.ativo },
            ...meta,
          });
          return toAdminTemplate(row);
        });
      } catch (error) {
        await discardArtwork(artwork);
        throw error;
      }
    },

    /** Edits the fields; a new image replaces the design and the preview. Absent fields keep their value. */
    async updateTemplate(
      admin: AuthUser,
      templateId: string,
      fields: TemplateFields,
      image: Buffer | null,
      meta: RequestMeta,
    ): Promise<AdminTemplate> {
      const [exists] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(eq(templates.id, templateId));
      if (!exists) throw new AppError('not_found', ADMIN_MESSAGES.templateNotFound);
      const artwork = image ? await storeArtwork(image) : null;
      try {
        const { updated, previousPreview } = await withTransaction(pool, async ({ db: tx }) => {
          const current = await lockTemplate(tx, templateId);
          const next = {
            nome: fields.nome,
            tipo: fields.tipo ?? current.tipo,
            descricao: fields.descricao === undefined ? current.descricao : fields.descricao,
            ordem: fields.ordem ?? current.ordem,
            ativo: fields.ativo ?? current.ativo,
          };
          const [row] = await tx
            .update(templates)
            .set({
              ...next,
              ...(artwork ? { design: artwork.design, imagemUrl: artwork.imagemUrl } : {}),
              dataAtualizacao: new Date(),
            })
            .where(eq(templates.id, templateId))
            .returning();
          if (!row) throw new AppError('not_found', ADMIN_MESSAGES.templateNotFound);
          const changed = Object.entries(next).filter(
            ([key, value]) => current[key as keyof typeof next] !== value,
          );
          await writeLog(tx, {
            idUsuario: admin.id,
            acao: ADMIN_LOG_ACTIONS.updateTemplate,
            detalhes: {
              alvo: templateId,
              nome: row.nome,
              antes: Object.fromEntries(changed.map(([key]) => [key, current[key as keyof typeof next]])),
              depois: Object.fromEntries(changed),
              novaImagem: artwork !== null,
            },
            ...meta,
          });
          return { updated: toAdminTemplate(row), previousPreview: current.imagemUrl };
        });
        if (artwork) await deletePreview(previousPreview);
        return updated;
      } catch (error) {
        await discardArtwork(artwork);
        throw error;
      }
    },

    /** Carousels made with it keep their files, their template_visual and their copy of the design. */
    async deleteTemplate(admin: AuthUser, templateId: string, meta: RequestMeta): Promise<void> {
      const removed = await withTransaction(pool, async ({ db: tx }) => {
        const current = await lockTemplate(tx, templateId);
        await tx.delete(templates).where(eq(templates.id, templateId));
        await writeLog(tx, {
          idUsuario: admin.id,
          acao: ADMIN_LOG_ACTIONS.deleteTemplate,
          detalhes: { alvo: templateId, nome: current.nome, tipo: current.tipo },
          ...meta,
        });
        return current;
      });
      await deletePreview(removed.imagemUrl);
    },

    async setTemplateOrdem(
      admin: AuthUser,
      templateId: string,
      ordem: number,
      meta: RequestMeta,
    ): Promise<AdminTemplate> {
      return withTransaction(pool, async ({ db: tx }) => {
        const current = await lockTemplate(tx, templateId);
        const [row] = await tx
          .update(templates)
          .set({ ordem, dataAtualizacao: new Date() })
          .where(eq(templates.id, templateId))
          .returning();
        if (!row) throw new AppError('not_found', ADMIN_MESSAGES.templateNotFound);
        if (current.ordem !== ordem) {
          await writeLog(tx, {
            idUsuario: admin.id,
            acao: ADMIN_LOG_ACTIONS.reorderTemplate,
            detalhes: { alvo: templateId, nome: current.nome, de: current.ordem, para: ordem },
            ...meta,
          });
        }
        return toAdminTemplate(row);
      });
    },

    /**
     * Swaps `ordem` with the neighbour of the same tipo in the listing order (docs/product-rules.md §4); at either end
     * nothing changes. The whole tipo is locked first, so concurrent moves run one after the other. A move
     * always leaves the tipo in a strict order: templates that shared an ordem (created with the default 0,
     * say) are renumbered in the order the admin sees, so the next move never lands on a tie.
     */
    async moveTemplate(
      admin: AuthUser,
      templateId: string,
      direction: TemplateMoveDirection,
      meta: RequestMeta,
    ): Promise<AdminTemplate[]> {
      return withTransaction(pool, async ({ db: tx }) => {
        const [target] = await tx
          .select({ tipo: templates.tipo })
          .from(templates)
          .where(eq(templates.id, templateId));
        if (!target) throw new AppError('not_found', ADMIN_MESSAGES.templateNotFound);
        const locked = await tx
          .select()
          .from(templates)
          .where(eq(templates.tipo, target.tipo))
          .orderBy(asc(templates.id))
          .for('update');
        // Sorted here, not by the query: rows a concurrent move just changed come back with their new ordem,
        // but in the order computed before the wait. Same comparator as the admin screen.
        const group = locked.filter((row) => row.tipo === target.tipo).sort(compareTemplates);
        const index = group.findIndex((row) => row.id === templateId);
        const current = group[index];
        // The tipo changed between the two reads: treat it like an end, nothing to swap with.
        if (!current) return listTemplates(tx);
        const neighbour = group[direction === 'up' ? index - 1 : index + 1];
        if (!neighbour) return listTemplates(tx);
        const neighbourIndex = group.indexOf(neighbour);
        const reordered = [...group];
        reordered[index] = neighbour;
        reordered[neighbourIndex] = current;
        const assigned = assignStrictOrdem(reordered);
        const now = new Date();
        for (const row of reordered) {
          const ordem = assigned.get(row.id) ?? row.ordem;
          if (ordem === row.ordem) continue;
          await tx.update(templates).set({ ordem, dataAtualizacao: now }).where(eq(templates.id, row.id));
        }
        await writeLog(tx, {
          idUsuario: admin.id,
          acao: ADMIN_LOG_ACTIONS.reorderTemplate,
          detalhes: {
            alvo: templateId,
            nome: current.nome,
            direcao: direction,
            de: current.ordem,
            para: assigned.get(current.id) ?? current.ordem,
            vizinho: { id: neighbour.id, nome: neighbour.nome },
          },
          ...meta,
        });
        return listTemplates(tx);
      });
    },
  };
}

export type AdminTemplatesService = ReturnType<typeof createAdminTemplatesService>;
