import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { getDownloadName } from '../../shared/carousels/download-name';
import { DEFAULT_SLIDE_FORMAT, slideFormatSchema } from '../../shared/carousels/formats';
import { endpointPath } from '../../shared/endpoint';
import { SHARE_LINK_ENDPOINTS } from '../../shared/share-links/endpoints';
import {
  type CreatedShareLink,
  MAX_ACTIVE_SHARE_LINKS,
  SHARE_LINK_MESSAGES,
  SHARE_TOKEN_PATTERN,
  type SharedCarousel,
  type ShareLink,
} from '../../shared/share-links/schemas';
import type { AppContext } from '../app-types';
import { servedVersion } from '../carousels/dto';
import { listServedFiles } from '../carousels/served-files';
import { arquivos, carrosseis, linksCompartilhados, profiles } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { WorkspaceActor } from '../workspaces/active-workspace';

/** Only this hash is stored: a leaked database does not open anyone's shared carousels. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

type LinkRow = typeof linksCompartilhados.$inferSelect;

function toShareLink(row: LinkRow, now = Date.now()): ShareLink {
  return {
    id: row.id,
    criadoEm: row.createdAt.toISOString(),
    expiraEm: row.expiraEm?.toISOString() ?? null,
    revogadoEm: row.revogadoEm?.toISOString() ?? null,
    ativo: row.revogadoEm === null && (row.expiraEm === null || row.expiraEm.getTime() > now),
  };
}

/** Neither revoked nor expired, in SQL. */
const isActive = () =>
  and(
    isNull(linksCompartilhados.revogadoEm),
    or(isNull(linksCompartilhados.expiraEm), gt(linksCompartilhados.expiraEm, sql`now()`)),
  );

/**
 * Owner statuses whose links do not serve: a blocked account's links stop at once and work again when an admin
 * unblocks it (unless revoked or expired meanwhile); nothing is changed on the links themselves
 * (docs/account-data.md). A deleted account ('excluida') silences nothing: its own carousels are gone, and the
 * ones it made for a team are the team's, whose links keep serving.
 */
const SILENCED_OWNER_STATUSES = ['bloqueado'];

/**
 * Public, revocable links to a finished carousel's download page (/c/{token}, docs/account-data.md). Only the
 * owner creates, lists and revokes them; anyone holding an active token sees the theme and the files, never
 * who made them. Tokens are 256 random bits and are never logged.
 */
export function createShareLinksService(ctx: AppContext) {
  const { db, pool, storage } = ctx;

  async function findOwn(carouselId: string, user: WorkspaceActor) {
    const [row] = await db.select().from(carrosseis).where(eq(carrosseis.id, carouselId));
    // Another workspace's carousel answers like a missing one (admins included: sharing is a member's act).
    if (!row || row.idWorkspace !== user.workspaceId)
      throw new AppError('not_found', 'Carrossel não encontrado.');
    return row;
  }

  async function findShared(token: string) {
    if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError('not_found', SHARE_LINK_MESSAGES.notFound);
    const [found] = await db
      .select({ carousel: carrosseis })
      .from(linksCompartilhados)
      .innerJoin(carrosseis, eq(carrosseis.id, linksCompartilhados.idCarrossel))
      .innerJoin(profiles, eq(profiles.id, carrosseis.idUsuario))
      .where(
        and(
          eq(linksCompartilhados.tokenHash, hashShareToken(token)),
          isActive(),
          notInArray(profiles.status, SILENCED_OWNER_STATUSES),
        ),
      );
    const carousel = found?.carousel;
    const served = carousel ? servedVersion(carousel) : null;
    if (!carousel || served === null) throw new AppError('not_found', SHARE_LINK_MESSAGES.notFound);
    return { carousel, served };
  }

  /**
   * The public page's data; any token that is malformed, unknown, revoked or expired, or whose owner is
   * blocked, answers the same 404 (a visitor learns nothing about the account).
   * Files are offered through this link's own addresses (openFile), never the storage's: those name the
   * owner's account, and a revoked link must stop serving files at once.
   */
  async function open(token: string): Promise<SharedCarousel> {
    const { carousel, served } = await findShared(token);
    const files = await listServedFiles(db, storage, carousel, served);
    const withSmallCopy = await db
      .select({ id: arquivos.id })
      .from(arquivos)
      .where(
        and(
          eq(arquivos.idCarrossel, carousel.id),
          eq(arquivos.versao, served),
          isNotNull(arquivos.storagePathMiniatura),
        ),
      );
    const small = new Set(withSmallCopy.map(({ id }) => id));
    return {
      tema: carousel.tema,
      dataFinalizacao: carousel.dataFinalizacao?.toISOString() ?? null,
      formato: slideFormatSchema.catch(DEFAULT_SLIDE_FORMAT).parse(carousel.formato),
      arquivos: files.map((file) => {
        const url = endpointPath(SHARE_LINK_ENDPOINTS.file.path, { token, fileId: file.id });
        return {
          ...file,
          url,
          miniatura: small.has(file.id)
            ? endpointPath(SHARE_LINK_ENDPOINTS.thumbnail.path, { token, fileId: file.id })
            : null,
        };
      }),
    };
  }

  return {
    async create(
      carouselId: string,
      user: WorkspaceActor,
      validadeDias: number | null,
      meta: RequestMeta,
    ): Promise<CreatedShareLink> {
      const carousel = await findOwn(carouselId, user);
      if (servedVersion(carousel) === null) throw new AppError('conflict', SHARE_LINK_MESSAGES.notReady);
      const token = randomBytes(32).toString('base64url');
      const row = await withTransaction(pool, async ({ db: tx, client }) => {
        // Serialises creations on this carousel so the cap below holds under double clicks.
        await client.query('select id from carrosseis where id = $1 for update', [carouselId]);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(linksCompartilhados)
          .where(and(eq(linksCompartilhados.idCarrossel, carouselId), isActive()));
        if ((counted?.n ?? 0) >= MAX_ACTIVE_SHARE_LINKS)
          throw new AppError('conflict', SHARE_LINK_MESSAGES.tooMany);
        const [inserted] = await tx
          .insert(linksCompartilhados)
          .values({
            idCarrossel: carouselId,
            idUsuario: user.id,
            idWorkspace: user.workspaceId,
            tokenHash: hashShareToken(token),
            expiraEm: validadeDias === null ? null : new Date(Date.now() + validadeDias * 86_400_000),
          })
          .returning();
        if (!inserted) throw new Error('share link not inserted');
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'criar_link_compartilhamento',
          detalhes: { carrossel: carouselId, link: inserted.id, validadeDias },
          ...meta,
        });
        return inserted;
      });
      return { link: toShareLink(row), url: `${ctx.config.APP_URL.replace(/\/$/, '')}/c/${token}` };
    },

    async list(carouselId: string, user: WorkspaceActor): Promise<{ items: ShareLink[] }> {
      await findOwn(carouselId, user);
      const rows = await db
        .select()
        .from(linksCompartilhados)
        .where(eq(linksCompartilhados.idCarrossel, carouselId))
        .orderBy(desc(linksCompartilhados.createdAt));
      return { items: rows.map((row) => toShareLink(row)) };
    },

    /** Ends a link at once; revoking one already revoked changes nothing. */
    async revoke(
      carouselId: string,
      linkId: string,
      user: WorkspaceActor,
      meta: RequestMeta,
    ): Promise<ShareLink> {
      await findOwn(carouselId, user);
      return withTransaction(pool, async ({ db: tx }) => {
        const [row] = await tx
          .update(linksCompartilhados)
          .set({ revogadoEm: sql`coalesce(${linksCompartilhados.revogadoEm}, now())` })
          .where(and(eq(linksCompartilhados.id, linkId), eq(linksCompartilhados.idCarrossel, carouselId)))
          .returning();
        if (!row) throw new AppError('not_found', SHARE_LINK_MESSAGES.linkNotFound);
        await writeLog(tx, {
          idUsuario: user.id,
          acao: 'revogar_link_compartilhamento',
          detalhes: { carrossel: carouselId, link: linkId },
          ...meta,
        });
        return toShareLink(row);
      });
    },

    open,

    /**
     * The answer `open` gives, for the page of /c/{token} to carry in its HTML (src/server/http/spa.ts), or null
     * for any token `open` refuses: that page is then served as before and asks for the answer itself, so the
     * visitor sees the same 'link does not work' screen. A malformed token costs no query; a well-formed one the
     * same indexed reads as `open`, which the page then no longer makes.
     */
    async openForPage(token: string): Promise<SharedCarousel | null> {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      try {
        return await open(token);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },

    /**
     * One file of a shared carousel's served version, read from storage for the visitor: the file itself, or a
     * slide's small copy (`small`), named like it with the .webp extension.
     */
    async openFile(
      token: string,
      fileId: string,
      small = false,
    ): Promise<{ bytes: Uint8Array; nome: string }> {
      const { carousel, served } = await findShared(token);
      const [file] = await db
        .select()
        .from(arquivos)
        .where(
          and(eq(arquivos.id, fileId), eq(arquivos.idCarrossel, carousel.id), eq(arquivos.versao, served)),
        );
      const key = small ? file?.storagePathMiniatura : file?.storagePath;
      const bytes = key ? await storage.get('carrosseis', key) : null;
      if (!file || !bytes) throw new AppError('not_found', SHARE_LINK_MESSAGES.fileNotFound);
      const nome = getDownloadName(file.nomeArquivo, carousel.tema);
      return { bytes, nome: small ? nome.replace(/\.[^.]+$/, '.webp') : nome };
    },
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
