import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * A zod issue of the contract's schemas (`approvalForm`, `approvalFlow`) in the designer's
 * language: where (a field or node named as the designer shows it) and what is wrong. The schemas
 * carry no text of their own, so the words live in this feature's locales.
 */
const UNSET_PICKS = new Set(['field', 'departmentId', 'userId', 'transferTo']);

export function issueText(issue: z.core.$ZodIssue, t: TFunction): string {
  // A picker left empty: an id of 0 or an empty field key (ApproverSpecEditor starts them so).
  const last = issue.path[issue.path.length - 1];
  if (typeof last === 'string' && UNSET_PICKS.has(last) && issue.code !== 'too_big')
    return t('form:issue.unset');
  switch (issue.code) {
    case 'too_small': {
      const count = Number(issue.minimum);
      if (issue.origin === 'string')
        return t(count <= 1 ? 'form:issue.empty' : 'form:issue.shortText', { count });
      if (issue.origin === 'array') return t('form:issue.fewItems', { count });
      return t('form:issue.small', { count });
    }
    case 'too_big': {
      const count = Number(issue.maximum);
      if (issue.origin === 'string') return t('form:issue.longText', { count });
      if (issue.origin === 'array') return t('form:issue.manyItems', { count });
      return t('form:issue.big', { count });
    }
    case 'invalid_format':
      return t('form:issue.format');
    case 'custom':
      return issue.message === 'approval.flow.tooLarge'
        ? t('form:issue.flowTooLarge')
        : t('form:issue.invalid');
    default:
      return t('form:issue.invalid');
  }
}

/** The name of a property a path ends in (`label`, `options`...), or undefined for one not named. */
export function propertyName(path: readonly PropertyKey[], t: TFunction): string | undefined {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  const key = `form:prop.${String(last)}`;
  return last !== undefined && t(key, { defaultValue: '' }) !== '' ? t(key) : undefined;
}
