import { useTranslation } from 'react-i18next';
import { FileImportDialog } from '../../components/import/FileImportDialog.tsx';
import { downloadTemplate, useImportIndicators } from './api.ts';

/** 导入指标 (docs/product/performance.md, "Indicator library"): new indicators only, all rows or none. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('performance-library');
  const importIndicators = useImportIndicators();
  return (
    <FileImportDialog
      title={t('import.title')}
      intro={t('import.intro')}
      templateName={t('import.template')}
      downloadTemplate={downloadTemplate}
      upload={async (file) =>
        t('import.done', { count: (await importIndicators.mutateAsync(file)).imported })
      }
      uploading={importIndicators.isPending}
      onClose={onClose}
    />
  );
}
