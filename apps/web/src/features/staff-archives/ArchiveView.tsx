import { type StaffArchiveDetail, staffArchiveResource } from '@renli/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomFields } from '../../components/resource/custom-fields.ts';
import { useCorrectJob, useEditRemarks, useUpdateArchive } from './api.ts';
import { RequestChanges } from './RequestChanges.tsx';
import { BankSection } from './sections/BankSection.tsx';
import { BasicSection } from './sections/BasicSection.tsx';
import { ContactSection } from './sections/ContactSection.tsx';
import { CustomSection } from './sections/CustomSection.tsx';
import { DocumentsSection } from './sections/DocumentsSection.tsx';
import { EducationSection } from './sections/EducationSection.tsx';
import { JobSection } from './sections/JobSection.tsx';
import { RemarksSection } from './sections/RemarksSection.tsx';
import type { SaveArchive } from './sections/types.ts';
import { WorkSection } from './sections/WorkSection.tsx';

/**
 * The whole archive as HR sees it, section by section, each edited in place when the caller may
 * (`canEdit`); a change the employee asked for is shown on top, to review in 待审核的信息变更.
 */
export function ArchiveView({ archive, onReview }: { archive: StaffArchiveDetail; onReview: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateArchive();
  const correct = useCorrectJob();
  const remarks = useEditRemarks();
  const custom = useCustomFields(staffArchiveResource);
  const at = { id: archive.id, version: archive.version };
  const save: SaveArchive | undefined = archive.canEdit
    ? (change) => update.mutateAsync({ ...at, ...change })
    : undefined;
  return (
    <div className="renli-archive-sections">
      {archive.pendingRequest && (
        <Alert
          type="warning"
          showIcon
          title={t('staff-archives:requests.pendingBanner')}
          description={<RequestChanges request={archive.pendingRequest} />}
          action={
            <Button size="small" onClick={onReview}>
              {t('staff-archives:requests.review')}
            </Button>
          }
        />
      )}
      <BasicSection archive={archive} onSave={save} />
      <ContactSection archive={archive} onSave={save} />
      <EducationSection archive={archive} onSave={save} />
      <WorkSection archive={archive} onSave={save} />
      <BankSection archive={archive} onSave={save} />
      <JobSection
        archive={archive}
        onCorrect={archive.canEdit ? (facts) => correct.mutateAsync({ ...at, ...facts }) : undefined}
      />
      <DocumentsSection archive={archive} onSave={save} />
      <CustomSection
        archive={archive}
        fields={custom.fields}
        onSave={save}
        emptyText={t(custom.canEdit ? 'staff-archives:custom.emptyAdd' : 'staff-archives:custom.emptyNone')}
      />
      <RemarksSection
        archive={archive}
        onSave={
          archive.canEdit
            ? (values) => remarks.mutateAsync({ ...at, remarks: (values.remarks as string | null) ?? null })
            : undefined
        }
      />
    </div>
  );
}
