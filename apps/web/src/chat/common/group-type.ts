import type { TFunction } from 'i18next';

/** A group type's plain name (公开群, 工作群…; `chat:groupTypes`), or the type itself when unknown. */
export const groupTypeName = (t: TFunction, type: string): string =>
  t(`chat:groupTypes.${type}`, { defaultValue: type });
