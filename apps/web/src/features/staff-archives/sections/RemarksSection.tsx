import { ARCHIVE_REMARKS_MAX, type StaffArchive } from '@renli/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InputGrid } from './inputs.tsx';

/** 备注: HR's own note on the person; the employee's record does not show it. */
export function RemarksSection({
  archive,
  onSave,
}: {
  archive: StaffArchive;
  onSave?: ((values: Record<string, unknown>) => Promise<unknown>) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ArchiveSection
      title={t('staff-archives:section.remarks')}
      onSave={onSave}
      values={{ remarks: archive.remarks ?? undefined }}
      form={
        <InputGrid
          specs={[
            {
              name: 'remarks',
              label: t('staff-archives:section.remarks'),
              kind: 'textarea',
              max: ARCHIVE_REMARKS_MAX,
            },
          ]}
        />
      }
      view={
        <Typography.Paragraph
          className="renli-archive-remarks"
          type={archive.remarks ? undefined : 'secondary'}
        >
          {archive.remarks ?? t('staff-archives:empty.remarks')}
        </Typography.Paragraph>
      }
    />
  );
}
