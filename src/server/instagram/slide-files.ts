import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import { arquivos } from '../db/schema';
import type { SlideUrls } from './media-urls';

/** The slide files Instagram downloads while it creates the containers (local storage only). */
export interface SlideFiles {
  /** The JPEG a media token names, or null when the token is forged or expired, or names no slide. */
  read(token: string): Promise<Uint8Array | null>;
}

export function createSlideFiles(ctx: Pick<AppContext, 'db' | 'storage'>, urls: SlideUrls): SlideFiles {
  /** Only the JPEG slides can be handed out this way. */
  async function slideKeyOf(fileId: string): Promise<string | null> {
    const [row] = await ctx.db
      .select({ key: arquivos.storagePath, nome: arquivos.nomeArquivo })
      .from(arquivos)
      .where(eq(arquivos.id, fileId));
    return row?.key && row.nome.endsWith('.jpg') ? row.key : null;
  }
  return {
    async read(token) {
      const fileId = urls.verify(token);
      const key = fileId ? await slideKeyOf(fileId) : null;
      return key ? ctx.storage.get('carrosseis', key) : null;
    },
  };
}
