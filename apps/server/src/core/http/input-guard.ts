import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/index.ts';
import { badRequest } from './errors.ts';
import { findUnsafeText, type UnsafeText } from './unsafe-text.ts';

/** The reason a field's text is refused, as the sentence a person reads. */
export const unsafeTextKeys: Record<UnsafeText['reason'], string> = {
  nul: 'validation.nulCharacter',
  surrogate: 'validation.brokenCharacter',
  tooDeep: 'validation.tooDeep',
};

/**
 * Refuses NUL characters and lone surrogates in any body, query or path parameter with a 400 that
 * names the field, before a handler can take them to the database (which would answer 500). It runs
 * after validation, so bodies that routes read from multipart fields are covered too.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnsafeText(value);
      if (!found) continue;
      const field = found.path || part;
      const message = translate(request.locale, unsafeTextKeys[found.reason]);
      throw badRequest('http.validationFailed', { field, reason: message }, { fields: [{ field, message }] });
    }
  });
}
