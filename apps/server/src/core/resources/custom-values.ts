import {
  type CustomField,
  type CustomValueError,
  type CustomValues,
  checkCustomValues,
  customFieldName,
  mergeCustomValues,
} from '@renli/contracts';
import { hasMessage, type Locale, translate } from '../i18n/index.ts';
import { customMessages } from './custom-messages.ts';
import { resourceMessages } from './messages.ts';
import type { FieldMessage } from './problems.ts';

/** The kit's text of a value error the approval checks name (`approval.value.tooLong` -> `resource.custom.value.tooLong`). */
function messageOf(locale: Locale, error: CustomValueError, fields: readonly CustomField[]): FieldMessage {
  const key = error.code.replace('approval.value.', 'resource.custom.value.');
  const label = fields.find((field) => field.key === error.key)?.label ?? error.key;
  return {
    field: customFieldName(error.key),
    message: translate(locale, hasMessage(key) ? key : customMessages['resource.custom.value.invalid'], {
      ...error.params,
      label,
    }),
  };
}

/** Cells of a choice column naming no option: "“x”不是可选的值，可填：A、B". */
function notOptionMessages(locale: Locale, fields: readonly CustomField[], typed: Record<string, string>) {
  return Object.entries(typed).map(([key, value]): FieldMessage => {
    const field = fields.find((f) => f.key === key);
    const options = field && 'options' in field ? field.options : [];
    const allowed = options.map((o) => o.label).join(locale === 'en' ? ', ' : '、');
    return {
      field: customFieldName(key),
      message: translate(locale, resourceMessages['resource.import.unknownOption'], { value, allowed }),
    };
  });
}

export interface PreparedCustom {
  problems: FieldMessage[];
  /** What the row's `custom` column becomes; undefined when the write leaves it alone. */
  custom?: CustomValues;
}

/**
 * A write's custom values checked against the company's current `fields` (read inside the write's
 * transaction; docs/modules.md, "Custom fields"): a new row's (insert, import: required fields
 * enforced) or an update's patch, merged over what the row holds (`existing`). `notOptions` are an
 * import's cells that name no option.
 */
export function prepareCustom(
  fields: readonly CustomField[],
  locale: Locale,
  sent: CustomValues | undefined,
  existing?: Record<string, unknown>,
  notOptions: Record<string, string> = {},
): PreparedCustom {
  if (existing && sent === undefined) return { problems: [] };
  const checked = checkCustomValues(fields, sent ?? {}, existing ? 'update' : 'insert');
  // A choice the sheet named wrongly is reported as such, not again as missing.
  const errors = checked.ok ? [] : checked.errors.filter((error) => !Object.hasOwn(notOptions, error.key));
  const problems = [
    ...notOptionMessages(locale, fields, notOptions),
    ...errors.map((error) => messageOf(locale, error, fields)),
  ];
  if (!checked.ok || problems.length > 0) return { problems };
  const custom = existing
    ? mergeCustomValues((existing.custom ?? {}) as CustomValues, checked)
    : checked.values;
  return { problems: [], custom };
}
