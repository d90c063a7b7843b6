import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { SIGNED_PREFIX, verifySignedLink } from '../storage/signed-link';
import { assertSafeKey, attachmentDisposition, cacheControlFor, isBucket } from '../storage/storage';
import { AppError } from './app-error';

const EXPIRED = 'Este link expirou ou não é válido. Peça um novo na sua conta.';

/**
 * Local disk only: serves an object of a signed-only bucket to whoever holds an unexpired link signed by this
 * server (signed-link.ts), the way S3 serves a presigned URL. Anything else answers 410 and reveals nothing.
 */
export function signedFileRoutes() {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      `${SIGNED_PREFIX}:bucket/*`,
      {
        schema: {
          params: z.object({ bucket: z.string(), '*': z.string() }),
          querystring: z.object({
            expira: z.string().optional(),
            assinatura: z.string().optional(),
            nome: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { bucket } = request.params;
        const key = request.params['*'];
        const { expira, assinatura, nome } = request.query;
        let safe = isBucket(bucket);
        try {
          assertSafeKey(key);
        } catch {
          safe = false;
        }
        if (
          !safe ||
          !isBucket(bucket) ||
          !verifySignedLink(app.ctx.config.JWT_SECRET, bucket, key, expira, assinatura)
        ) {
          throw new AppError('gone', EXPIRED);
        }
        const bytes = await app.ctx.storage.get(bucket, key);
        if (!bytes) throw new AppError('gone', EXPIRED);
        if (nome) reply.header('content-disposition', attachmentDisposition(nome));
        return reply
          .type(key.endsWith('.zip') ? 'application/zip' : 'application/octet-stream')
          .header('cache-control', cacheControlFor(bucket))
          .send(Buffer.from(bytes));
      },
    );
  };
}
