import { LIMITS } from '../../shared/constants';
import { UPLOAD_ENDPOINTS, UPLOAD_MESSAGES } from '../../shared/uploads';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { keyByUser, rateLimit } from '../http/rate-limit';
import type { UploadsService } from './service';

/**
 * POST /api/uploads: a cover image, stored by UploadsService. Limited per user, not per IP: people behind one
 * IP (an office, carrier NAT) must not share a quota.
 */
export function uploadRoutes(uploads: UploadsService) {
  return async (app: AppInstance): Promise<void> => {
    routeEndpoint(
      app,
      UPLOAD_ENDPOINTS.create,
      {
        onRequest: requireUser,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 30,
          timeWindow: 10 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('uploads'),
        }),
      },
      async (request) => {
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
        return uploads.store(user.id, bytes);
      },
    );
  };
}
