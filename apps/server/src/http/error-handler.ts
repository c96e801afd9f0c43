import { ERROR_CODES, type FieldIssue } from '@fieldbook/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';

/**
 * The one error handler: spec codes pass through, schema failures become per-field messages,
 * client mistakes keep their 4xx, and anything else is logged and answered without a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body = error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail };
      return reply.code(error.statusCode).send(error.extra ? { ...error.extra, ...body } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors: FieldIssue[] = error.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ detail: ERROR_CODES.validation, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientErrorDetail(error, status) });
    }
    request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'unhandled error');
    return reply.code(500).send({ detail: ERROR_CODES.internal });
  });
}

function clientErrorDetail(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest;
  }
}
