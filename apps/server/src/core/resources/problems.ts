import type { z } from 'zod';
import { describeIssue } from '../http/error-handler.ts';
import { badRequest } from '../http/errors.ts';
import { type Locale, translate } from '../i18n/index.ts';
import { customMessages } from './custom-messages.ts';
import type { FieldProblem } from './define.ts';
import { resourceMessages as m } from './messages.ts';

export interface FieldMessage {
  field: string;
  message: string;
}

/** Schema issues in the same words the HTTP layer uses for a refused request body. */
export const issueMessages = (locale: Locale, issues: z.core.$ZodIssue[]): FieldMessage[] =>
  issues.map((issue) => ({ field: issue.path.join('.'), message: describeIssue(locale, issue) }));

export const problemMessages = (locale: Locale, problems: FieldProblem[]): FieldMessage[] =>
  problems.map((p) => ({ field: p.field, message: translate(locale, p.key, p.params) }));

/**
 * A 400 shaped like a validation failure: first problem in the message, all in `data.fields`.
 * `named`: the messages name what they are about themselves (a custom field's label, a field of the
 * custom fields dialog), so the first stands alone rather than after a field name people never see.
 */
export function invalid(fields: FieldMessage[], named = fields[0]!.field.startsWith('custom.')) {
  const first = fields[0]!;
  if (named)
    return badRequest(customMessages['resource.custom.invalid'], { reason: first.message }, { fields });
  return badRequest(m['resource.invalid'], { field: first.field, reason: first.message }, { fields });
}
