import { useTranslation } from 'react-i18next';
import { FileImportDialog } from '../../components/import/FileImportDialog.tsx';
import { downloadTemplate, useImportArchives } from './api.ts';

/** 导入薪资 (docs/product/salary.md): salary archives by job number or mobile, all rows or none. */
export function ArchiveImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('salary-wage');
  const importArchives = useImportArchives();
  return (
    <FileImportDialog
      title={t('import.title')}
      intro={t('import.intro')}
      templateName={t('import.template')}
      downloadTemplate={downloadTemplate}
      upload={async (file) => t('import.done', { count: (await importArchives.mutateAsync(file)).imported })}
      uploading={importArchives.isPending}
      onClose={onClose}
    />
  );
}
