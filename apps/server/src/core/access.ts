import { type ColumnAccess, type ColumnKey, type ColumnLevel, levelAllows } from '@renli/contracts';
import { forbidden } from './http/errors.ts';
import { defineMessages } from './i18n/index.ts';

/** docs/product/permissions.md: the two answers of a column gate. */
export const accessMessages = defineMessages({
  'permissions.columnClosed': {
    'zh-CN': '公司未开通此栏目，请联系管理员',
    en: 'Your company has not opened this column; contact your administrator',
  },
  'permissions.columnDenied': {
    'zh-CN': '您没有此栏目的权限，请联系管理员',
    en: 'You lack permission for this column; contact your administrator',
  },
});

/** A caller's column access (docs/product/permissions.md): what each opened column allows, and the closed ones. */
export interface EffectiveColumns {
  columns: ColumnAccess;
  closedColumns: ColumnKey[];
}

/** The one gate of a column: 403 'not opened' when the company closed it (checked first), else 'lacks permission'. */
export function checkColumn(access: EffectiveColumns, columnKey: ColumnKey, level: ColumnLevel) {
  if (access.closedColumns.includes(columnKey)) throw forbidden(accessMessages['permissions.columnClosed']);
  if (!levelAllows(access.columns[columnKey], level))
    throw forbidden(accessMessages['permissions.columnDenied']);
}
