import { randomUUID } from 'node:crypto';
import type { UploadResponse } from '../../shared/carousels/api';
import type { AppContext } from '../app-types';
import { acceptImage } from './accept-image';

/** Images users upload (a carousel's cover, a brand's avatar) into the public `medias` bucket. */
export interface UploadsService {
  /**
   * Stores an image at public/{userId}-{random uuid}.{ext} (the prefix is how ownership is checked and how a
   * deleted user's files are found), once it decodes whole within the renderer's pixel limit (accept-image.ts).
   * Uploads that no carousel or template uses are removed a day later (cleanup-uploads).
   */
  store(userId: string, bytes: Buffer): Promise<UploadResponse>;
}

export function createUploadsService(ctx: Pick<AppContext, 'pool' | 'storage'>): UploadsService {
  return {
    async store(userId, bytes) {
      const kind = await acceptImage(bytes);
      const key = `public/${userId}-${randomUUID()}.${kind.ext}`;
      // The row first: a file is never stored without the record that lets the cleanup find it.
      await ctx.pool.query('insert into uploads (key, id_usuario) values ($1, $2)', [key, userId]);
      await ctx.storage.put('medias', key, bytes, kind.contentType);
      return { path: key, url: ctx.storage.publicUrl('medias', key) };
    },
  };
}
