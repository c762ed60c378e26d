import type { FastifyRequest } from 'fastify';

/**
 * Lets a JSON-schema route also accept multipart bodies (spec: "Bodies are query, JSON,
 * form-encoded or multipart"): text fields become the body before validation; files are refused.
 */
export async function multipartFieldsAsBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fields: 50, fieldSize: 64 * 1024, files: 0 } })) {
    if (part.type === 'field') body[part.fieldname] = String(part.value);
  }
  request.body = body;
}
