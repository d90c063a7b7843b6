import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/api-error';
import { ERROR_CODE } from '../../shared/error-codes';
import type { AppInstance } from '../app-types';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, dbUnavailable, TooManyRequestsError } from './app-error';

const GENERIC_500 = 'Erro interno. Tente novamente em instantes.';
const GENERIC_VALIDATION = 'Verifique os campos e tente novamente.';

/** The one translator from thrown errors to `{message, code, issues?}` answers. */
export function registerErrorHandler(app: AppInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isDatabaseUnavailable(error) && !(error instanceof AppError)) {
      // An outage is not a bug of this request: one warning, and the client is told to retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(dbUnavailable().toBody());
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', error.retryAfterSeconds);
      if (error.code === 'DB_UNAVAILABLE') request.log.warn({ err: error }, error.message);
      else if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((item) => ({
        path: item.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: item.message ?? GENERIC_VALIDATION,
      }));
      const body: ApiErrorBody = {
        message: issues[0]?.message ?? GENERIC_VALIDATION,
        code: ERROR_CODE.validation_failed,
        issues,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply.status(400).send({
        message: issues[0]?.message ?? GENERIC_VALIDATION,
        code: ERROR_CODE.validation_failed,
        issues,
      });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'Muitas tentativas. Tente novamente em instantes.', code: ERROR_CODE.rate_limited });
    }
    if (status === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send({ message: 'Arquivo grande demais.', code: ERROR_CODE.payload_too_large });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ message: 'Tipo de conteúdo não suportado.', code: ERROR_CODE.unsupported_media_type });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and similar client mistakes: a clear message, never a 500.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: 'Requisição inválida.', code: ERROR_CODE.bad_request });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_500, code: ERROR_CODE.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`,
      code: ERROR_CODE.not_found,
    });
  });
}
