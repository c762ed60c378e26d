import type { ContributionKind } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { FileImportDialog } from '../../../components/import/FileImportDialog.tsx';
import { enrolmentTemplate, useEnrolmentImport } from '../api.ts';

/** 导入参保档案 (docs/product/salary.md): a sheet the server imports whole or not at all. */
export function ImportDialog({ kind, onClose }: { kind: ContributionKind; onClose: () => void }) {
  const { t } = useTranslation('salary-insurance');
  const send = useEnrolmentImport(kind);
  return (
    <FileImportDialog
      title={t('import.title')}
      intro={t('import.intro')}
      templateName={t(`title.enrolments.${kind}`)}
      downloadTemplate={() => enrolmentTemplate(kind)}
      upload={async (file) => t('import.done', { count: (await send.mutateAsync(file)).imported })}
      uploading={send.isPending}
      fieldLabel={(field) => field}
      onClose={onClose}
    />
  );
}
