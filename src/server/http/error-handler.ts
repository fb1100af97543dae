import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import {
  databaseUnavailableError,
  diskFullError,
  findDiskFullCause,
  findUnavailableCause,
} from './database-unavailable.ts';

type FieldErrors = Record<string, string[]>;

const INTERNAL_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, contact support with the request id.';

/** Fastify's own 4xx errors, reworded for a person where the default text is technical. */
const FRIENDLY_FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'The request body is empty, but JSON was announced. Send a JSON body or no Content-Type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here. Send JSON.',
};

/**
 * Every error leaves as `{ "message": "..." }` (plus `fieldErrors` for validation). Bad input is
 * always a 4xx; only our own faults are 5xx, and those are logged with the request id. A database
 * that cannot be reached, or a full disk, is a 503 with Retry-After, never a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        (fieldErrors[field] ??= []).push(issue.message ?? 'is not valid');
      }
      const context = error.validationContext ?? 'body';
      const where = context === 'body' ? '' : ` in the ${context}`;
      const summary = Object.entries(fieldErrors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
      return reply
        .status(400)
        .send({ message: `Please correct the request${where}. ${summary}`, fieldErrors });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500 && error.cause !== undefined) {
        request.log.warn({ err: error.cause }, `request failed with ${error.statusCode}`);
      }
      const body = error.fieldErrors
        ? { message: error.message, fieldErrors: error.fieldErrors }
        : { message: error.message };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    const diskFullCause = findDiskFullCause(error);
    if (diskFullCause) {
      // Nothing was saved, and nothing will be until someone frees space (docs/operations.md):
      // an error for the operator, one short line per request, a calm 503 for the person.
      request.log.error({ diskFull: diskFullCause }, 'request failed with 503: the disk is full');
      const diskFull = diskFullError();
      return reply
        .status(diskFull.statusCode)
        .headers(diskFull.headers)
        .send({ message: diskFull.message });
    }
    const unavailableCause = findUnavailableCause(error);
    if (unavailableCause) {
      // Not our code's fault and not the caller's: the database is restarting or unreachable.
      // The pool reconnects on its own, so the same request works again once it is back. One
      // short line per request (no stack): an outage must not bury the log.
      request.log.warn(
        { dbError: unavailableCause },
        'request failed with 503: the database is not available',
      );
      const unavailable = databaseUnavailableError();
      return reply
        .status(unavailable.statusCode)
        .headers(unavailable.headers)
        .send({ message: unavailable.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: FRIENDLY_FASTIFY_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 ? status : 500)
      .send({ message: INTERNAL_ERROR_MESSAGE, requestId: request.id });
  });
}
