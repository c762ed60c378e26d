import { type Envelope, envelopeOf, ResponseCode } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../i18n/index.ts';

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ResponseCode.OK, message: translate(request.locale, 'http.ok'), data };
}

/** Response schema for OpenAPI: the envelope around a route's data. */
export const okSchema = <T extends z.ZodType>(data: T) => ({ 200: envelopeOf(data) });
export const okNull = okSchema(z.null());
