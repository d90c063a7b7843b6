import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '../../shared/admin/messages';
import { type TemplateFields, templateFieldsSchema } from '../../shared/admin/templates';
import { LIMITS } from '../../shared/constants';
import { AppError } from '../http/app-error';

export interface TemplateForm {
  fields: TemplateFields;
  /** The `imagem` file, when one was sent (an empty file input sends an empty part: ignored). */
  image: Buffer | null;
}

/** Reads the template form (multipart: text fields and the `imagem` file) and checks the fields' rules. */
export async function readTemplateForm(request: FastifyRequest): Promise<TemplateForm> {
  if (!request.isMultipart()) throw new AppError('bad_request', ADMIN_MESSAGES.templateMultipart);
  const raw: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'imagem' && bytes.byteLength > 0) image = bytes;
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', ADMIN_MESSAGES.templateImageTooBig);
    throw error;
  }
  if (image && image.byteLength > LIMITS.uploadMaxBytes)
    throw new AppError('payload_too_large', ADMIN_MESSAGES.templateImageTooBig);
  const parsed = templateFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('validation_failed', issues[0]?.message ?? ADMIN_MESSAGES.templateNameRequired, {
      issues,
    });
  }
  return { fields: parsed.data, image };
}
