import type { FastifyRequest } from 'fastify';
import {
  DRAFT_LIMITS,
  DRAFT_MESSAGES,
  draftObjectiveSchema,
  draftRequestSchema,
} from '../../shared/carousels/draft';
import { CAROUSEL_ENDPOINTS } from '../../shared/carousels/endpoints';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { keyByUser, rateLimit } from '../http/rate-limit';
import type { DraftService } from './draft-service';

const PDF_SIGNATURE = '%PDF-';

/** The multipart form: `objetivo` and one `file`, in either order. */
async function readPdfForm(request: FastifyRequest): Promise<{ objetivo: unknown; bytes: Buffer | null }> {
  let objetivo: unknown;
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else if (part.fieldname === 'objetivo') objetivo = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', DRAFT_MESSAGES.pdfTooLarge);
    throw error;
  }
  return { objetivo, bytes };
}

function parseObjective(value: unknown): ReturnType<typeof draftObjectiveSchema.parse> {
  const parsed = draftObjectiveSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'Objetivo inválido.');
  return parsed.data;
}

/**
 * POST /api/carousels/draft: JSON { objetivo, url } or { objetivo, texto }, or multipart objetivo + file (PDF).
 * Free (no credit), so limited per user: 30 an hour.
 */
export function draftRoutes(drafts: DraftService) {
  return async (app: AppInstance): Promise<void> => {
    routeEndpoint(
      app,
      CAROUSEL_ENDPOINTS.draft,
      {
        onRequest: requireUser,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: DRAFT_LIMITS.perHour,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('carousel-draft'),
          message: DRAFT_MESSAGES.rateLimited,
        }),
      },
      async (request) => {
        if (request.isMultipart()) {
          const { objetivo, bytes } = await readPdfForm(request);
          const objective = parseObjective(objetivo);
          if (!bytes || bytes.subarray(0, 5).toString('latin1') !== PDF_SIGNATURE)
            throw new AppError('unsupported_media_type', DRAFT_MESSAGES.pdfRequired);
          if (bytes.byteLength > DRAFT_LIMITS.pdfMaxBytes)
            throw new AppError('payload_too_large', DRAFT_MESSAGES.pdfTooLarge);
          return drafts.fromPdf(objective, bytes);
        }
        const parsed = draftRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError('validation_failed', issue?.message ?? DRAFT_MESSAGES.sourceRequired, {
            issues: parsed.error.issues.map((entry) => ({
              path: entry.path.join('.'),
              message: entry.message,
            })),
          });
        }
        const { objetivo, url, texto } = parsed.data;
        return url ? drafts.fromUrl(objetivo, url) : drafts.fromText(objetivo, texto ?? '');
      },
    );
  };
}
