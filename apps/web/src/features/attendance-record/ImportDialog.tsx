import { labelIn, PUNCH_IMPORT_COLUMNS, type PunchImportColumn } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { FileImportDialog } from '../../components/import/FileImportDialog.tsx';
import { downloadTemplate, useImportPunches } from './api.ts';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * 导入打卡: an .xlsx or .csv of a time clock's log; the server answers how many were imported and
 * skipped, or every bad row (nothing is imported then).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('attendance-record');
  const importPunches = useImportPunches();
  return (
    <FileImportDialog
      title={t('import.title')}
      intro={t('import.intro')}
      templateName={t('import.fileName')}
      downloadTemplate={downloadTemplate}
      upload={async (file) => t('import.done', await importPunches.mutateAsync(file))}
      uploading={importPunches.isPending}
      accept={ACCEPT}
      fieldLabel={(field) =>
        field in PUNCH_IMPORT_COLUMNS
          ? labelIn(PUNCH_IMPORT_COLUMNS[field as PunchImportColumn], i18n.language)
          : field
      }
      onClose={onClose}
    />
  );
}
