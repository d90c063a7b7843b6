import { randomUUID } from 'node:crypto';
import { uploadResponseSchema } from '../../shared/carousels/api';
import { LIMITS } from '../../shared/constants';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { AppError } from '../http/app-error';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { acceptImage } from './accept-image';

/**
 * POST /api/uploads: a cover image into bucket medias at public/{userId}-{random uuid}.{ext} (the prefix is how
 * ownership is checked and how a deleted user's files are found), once it decodes whole within the renderer's
 * pixel limit (accept-image.ts). Limited per user, not per IP: people behind
 * one IP (an office, carrier NAT) must not share a quota. Uploads that no carousel or template uses are removed
 * a day later (cleanup-uploads).
 */
export async function uploadRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/uploads',
    {
      onRequest: requireUser,
      schema: { response: { 201: uploadResponseSchema } },
      config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
        max: 30,
        timeWindow: 10 * 60 * 1000,
        hook: 'preHandler',
        keyGenerator: keyByUser('uploads'),
      }),
    },
    async (request, reply) => {
      const user = getUser(request);
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Envie a imagem como arquivo (multipart/form-data).');
      const part = await request.file();
      if (!part) throw new AppError('bad_request', 'Nenhum arquivo enviado.');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooBig);
        throw error;
      }
      if (bytes.byteLength > LIMITS.uploadMaxBytes)
        throw new AppError('payload_too_large', UPLOAD_MESSAGES.tooBig);
      const kind = await acceptImage(bytes);
      const key = `public/${user.id}-${randomUUID()}.${kind.ext}`;
      // The row first: a file is never stored without the record that lets the cleanup find it.
      await app.ctx.pool.query('insert into uploads (key, id_usuario) values ($1, $2)', [key, user.id]);
      await app.ctx.storage.put('medias', key, bytes, kind.contentType);
      return reply.status(201).send({ path: key, url: app.ctx.storage.publicUrl('medias', key) });
    },
  );
}
