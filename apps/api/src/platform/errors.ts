import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serviceUnavailableMessage, type ValidationIssue } from '@saath/shared/errors';
import { isDatabaseUnavailable } from '../db/errors.ts';
import {
  BODY_EMPTY,
  BODY_NOT_JSON,
  INTERNAL_ERROR,
  NO_PERMISSION,
  NOT_AUTHENTICATED,
  NOT_FOUND,
} from '@saath/shared/errors';

/** An error whose message is safe to show: it becomes `{"detail": message}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with it (a 429's or 503's Retry-After). */
    readonly headers: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string = NOT_AUTHENTICATED) => new HttpError(401, detail);
export const forbidden = (detail: string = NO_PERMISSION) => new HttpError(403, detail);
export const notFound = (detail: string = NOT_FOUND) => new HttpError(404, detail);
export const conflict = (detail: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, detail, extra);

/** A 422 in the validation shape, for rules checked in a service rather than a schema. */
export class ValidationFailure extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => i.msg).join(', '));
  }
}
export const invalidField = (loc: Array<string | number>, msg: string, type = 'value_error') =>
  new ValidationFailure([{ loc, msg, type }]);

// Fastify names the request part "querystring" and "params"; the existing client reads the
// FastAPI-style names "query" and "path".
const LOCATION_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function schemaIssues(error: FastifyError): ValidationIssue[] {
  const where = LOCATION_NAMES[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    return {
      loc: [where, ...path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
      msg: v.message ?? 'Invalid value',
      type: v.keyword,
    };
  });
}

/**
 * ADR 0035: when the database cannot be reached, how long a client is asked to wait before it
 * tries again (a restart or fail-over takes seconds).
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** architecture.md rule 2: one error handler, one shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.message, ...error.extra });
    }
    if (error instanceof ValidationFailure) {
      return reply.status(422).send({ detail: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: schemaIssues(error) });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      const msg = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? BODY_EMPTY : BODY_NOT_JSON;
      return reply.status(422).send({ detail: [{ loc: ['body'], msg, type: 'json_invalid' }] });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours: every route that needs the database says so the same way, at once.
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({
          detail: serviceUnavailableMessage(UNAVAILABLE_RETRY_AFTER_SECONDS),
          request_id: request.id,
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (415, 413, 404 on unknown routes...) keep their status.
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: INTERNAL_ERROR, request_id: request.id });
  });
}

/** The 404 of an unknown route, in the one error shape. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

// What Fastify answers itself, before a route or our error handler is
// reached, in the one error shape too.
const FRAMEWORK_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'The request URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    detail: 'A path parameter of the request URL is too long',
  },
};

/** Fastify's `frameworkErrors` option: a URL the router cannot read. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'request failed in the router');
  void reply
    .status(known?.status ?? 500)
    .send(known ? { detail: known.detail } : { detail: INTERNAL_ERROR, request_id: request.id });
}

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers are too large' },
};

/**
 * Fastify's `clientErrorHandler` option: a connection whose bytes are not HTTP (or too much of
 * it). No request exists yet, so the answer is written to the socket, as Node's own is.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    detail: 'The request is not valid HTTP',
  };
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
