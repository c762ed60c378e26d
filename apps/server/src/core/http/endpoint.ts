import type { Endpoint, EndpointInput, EndpointShape } from '@renli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../deps.ts';
import { ok, okSchema } from './envelope.ts';
import { multipartFieldsAsBody } from './multipart-fields.ts';

type Answer<S extends EndpointShape> = S extends { data: infer T extends z.ZodType }
  ? z.input<T>
  : FastifyReply;

/** A handler gets the validated input beside the request (session, locale) and the reply. */
export type EndpointHandler<S extends EndpointShape> = (
  input: EndpointInput<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Answer<S>>;

/**
 * Registers the handler of an endpoint declared in `packages/contracts` (docs/architecture.md,
 * "Endpoints declared once"): method, path, access, validation, OpenAPI and the envelope all come
 * from the declaration, so none of them is written again here. An endpoint without `data` answers
 * a file: its handler sends it through the reply and returns the reply. `form` endpoints read
 * multipart text fields as their body before validation.
 */
export function serve<S extends EndpointShape>(app: App, endpoint: Endpoint<S>, handler: EndpointHandler<S>) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    ...(endpoint.form ? { preValidation: multipartFieldsAsBody } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.data ? { response: okSchema(endpoint.data) } : {}),
    },
    handler: async (request, reply) => {
      const input = {
        body: endpoint.multipart ? undefined : request.body,
        query: request.query,
        params: request.params,
      } as EndpointInput<S>;
      const answer = await handler(input, request, reply);
      return endpoint.data ? ok(request, answer) : answer;
    },
  });
}
