import { ResponseCode } from '@renli/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { hasMessage, type Locale, translate } from '../i18n/index.ts';
import { AppError } from './errors.ts';

interface FieldError {
  field: string;
  message: string;
}

interface ZodLikeIssue {
  code: string;
  message: string;
  input?: unknown;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
}

/** The name of a zod type in a sentence ("应为数字"); unknown kinds fall back to their own name. */
function typeName(locale: Locale, expected: string | undefined): string {
  const key = `validation.type.${expected ?? ''}`;
  return hasMessage(key) ? translate(locale, key) : (expected ?? '');
}

/**
 * Turns one zod issue into a sentence people can act on, in their language. `present` tells a
 * missing value ("不能为空") from one of the wrong type ("应为数字"): the provider does not pass the
 * input along, so the caller looks it up in the request.
 */
export function describeIssue(
  locale: Locale,
  issue: ZodLikeIssue,
  present = issue.input !== undefined,
): string {
  if (hasMessage(issue.message)) return translate(locale, issue.message);
  const sized = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      return present
        ? translate(locale, 'validation.type', { expected: typeName(locale, issue.expected) })
        : translate(locale, 'validation.required');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return translate(locale, 'validation.required');
      return translate(locale, sized ? 'validation.tooShort' : 'validation.tooSmall', {
        min: String(issue.minimum),
      });
    case 'too_big':
      return translate(locale, sized ? 'validation.tooLong' : 'validation.tooBig', {
        max: String(issue.maximum),
      });
    case 'invalid_format':
      return translate(locale, 'validation.invalidFormat');
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownKey');
    default:
      return translate(locale, 'validation.invalidValue');
  }
}

function requestPart(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** The value at a JSON-pointer's segments, or undefined when any step is missing. */
function valueAt(root: unknown, segments: string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

function send(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  return reply.status(status).send({ code, message, data });
}

const statusKeys: Record<number, string> = {
  [ResponseCode.BAD_REQUEST]: 'http.badRequest',
  [ResponseCode.UNAUTHORIZED]: 'http.unauthorized',
  [ResponseCode.FORBIDDEN]: 'http.forbidden',
  [ResponseCode.NOT_FOUND]: 'http.notFound',
  [ResponseCode.SESSION_EXPIRED]: 'http.sessionExpired',
  [ResponseCode.CONFLICT]: 'http.conflict',
  [ResponseCode.PAYLOAD_TOO_LARGE]: 'http.payloadTooLarge',
  [ResponseCode.UNSUPPORTED_MEDIA_TYPE]: 'http.unsupportedMediaType',
  [ResponseCode.TOO_MANY_REQUESTS]: 'http.tooManyRequests',
};

/** The error mapping (docs/architecture.md): every failure leaves as a translated envelope. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      return send(reply, error.status, error.code, translate(locale, error.key, error.params), error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = String(error.validationContext ?? 'body');
      const fields: FieldError[] = error.validation.map((v) => {
        // The provider keeps the zod issue's own fields in params, minus code, message and path.
        const issue = { ...v.params, code: v.keyword, message: v.message ?? '' } as ZodLikeIssue;
        const segments = v.instancePath.split('/').filter(Boolean);
        const field = segments.join('.') || context;
        const present = valueAt(requestPart(request, context), segments) !== undefined;
        return { field, message: describeIssue(locale, issue, present) };
      });
      const first = fields[0]!;
      const message = translate(locale, 'http.validationFailed', {
        field: first.field,
        reason: first.message,
      });
      return send(reply, 400, ResponseCode.BAD_REQUEST, message, { fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, ResponseCode.INTERNAL, translate(locale, 'http.internal'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, ResponseCode.INTERNAL, translate(locale, 'http.internal'));
    }
    const key = statusKeys[status] ?? 'http.badRequest';
    return send(reply, status, status, translate(locale, key));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      ResponseCode.NOT_FOUND,
      translate(request.locale, 'http.routeNotFound', {
        method: request.method,
        url: request.url.split('?')[0]!,
      }),
    ),
  );
}
