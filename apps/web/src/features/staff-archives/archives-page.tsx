import { type StaffArchive, staffArchiveResource } from '@renli/contracts';
import { defineResourcePage } from '../../components/resource/types.ts';
import { i18n } from '../../lib/i18n.ts';
import { tenureText } from './labels.ts';

/**
 * The archives list as the kit draws it (filters, columns, export, timeline). Each archive opens in
 * ArchiveDrawer, where its sections are edited in place; the import is the module's own endpoint
 * at the kit's path (StaffArchivesPage adds its buttons).
 */
export const archivesPage = defineResourcePage<StaffArchive>({
  resource: staffArchiveResource,
  titleKey: 'staff-archives:title',
  itemKey: 'staff-archives:item',
  cells: { tenureMonths: (row) => tenureText(i18n.t, row.tenureMonths) },
});
