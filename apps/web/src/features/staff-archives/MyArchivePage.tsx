import { type ArchiveRequest, ArchiveRequestStatus, EmploymentStatus } from '@renli/contracts';
import { Alert, Button, Card, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { ApplyDimissionDialog } from './ApplyDimissionDialog.tsx';
import { ApplyOfficialDialog } from './ApplyOfficialDialog.tsx';
import { useMyArchive, useUpdateMine } from './api.ts';
import { JobHistory } from './JobHistory.tsx';
import { archiveLabel } from './labels.ts';
import { MyRequests } from './MyRequests.tsx';
import { RequestChangeDialog } from './RequestChangeDialog.tsx';
import { RequestChanges } from './RequestChanges.tsx';
import { BankSection } from './sections/BankSection.tsx';
import { BasicSection } from './sections/BasicSection.tsx';
import { ContactSection } from './sections/ContactSection.tsx';
import { CustomSection } from './sections/CustomSection.tsx';
import { DocumentsSection } from './sections/DocumentsSection.tsx';
import { EducationSection } from './sections/EducationSection.tsx';
import { InfoList } from './sections/InfoList.tsx';
import { JobSection } from './sections/JobSection.tsx';
import type { SaveArchive } from './sections/types.ts';
import { WorkSection } from './sections/WorkSection.tsx';
import './staff-archives.css';

/** The latest request to change reviewed fields: waiting, approved, or refused with HR's reason. */
function RequestStatus({ request }: { request: ArchiveRequest }) {
  const { t, i18n } = useTranslation();
  const at = chinaTime(request.decidedAt ?? request.createdAt, i18n.language);
  const [type, message] =
    request.status === ArchiveRequestStatus.PENDING
      ? (['info', t('staff-archives:my.requestPending', { at })] as const)
      : request.status === ArchiveRequestStatus.APPROVED
        ? (['success', t('staff-archives:my.requestApproved', { at })] as const)
        : (['error', t('staff-archives:my.requestRejected', { reason: request.reason ?? '' })] as const);
  return <Alert type={type} showIcon title={message} description={<RequestChanges request={request} />} />;
}

/**
 * Staff › 我的 (`#/staff/staffmanage/assi-my`): the caller's own archive. Contact, emergency contacts,
 * education and work history are theirs to change; identity and bank fields go to HR as a request;
 * the rest, the company's own fields included, is HR's (docs/product/staff.md, "Archives (员工档案)
 * and my record"). The employee also asks for 转正 (while on probation) and 离职 here and follows
 * those requests under 我的申请.
 */
export function MyArchivePage() {
  const { t, i18n } = useTranslation();
  const my = useMyArchive();
  const update = useUpdateMine();
  const [asking, setAsking] = useState(false);
  const [applying, setApplying] = useState<'official' | 'dimission' | null>(null);
  if (my.isPending) return <Spin />;
  if (my.isError)
    return (
      <Result status="info" title={t('staff-archives:my.title')} subTitle={t('staff-archives:my.none')} />
    );
  const { archive, compName, history, latestRequest, customFields } = my.data;
  const onProbation = archive.empStatus === EmploymentStatus.PROBATION;
  const label = (name: string) => archiveLabel(name, i18n.language);
  const save: SaveArchive = (change) => update.mutateAsync({ ...change, version: archive.version });
  const pending = latestRequest?.status === ArchiveRequestStatus.PENDING;
  const ask = (
    <Button type="link" disabled={pending} onClick={() => setAsking(true)}>
      {t('staff-archives:actions.requestChange')}
    </Button>
  );
  return (
    <Card
      title={t('staff-archives:my.title')}
      className="renli-archive-mine"
      extra={
        <Space wrap size={4}>
          {onProbation && (
            <Button onClick={() => setApplying('official')}>{t('staff-archives:apply.official')}</Button>
          )}
          <Button onClick={() => setApplying('dimission')}>{t('staff-archives:apply.dimission')}</Button>
        </Space>
      }
    >
      <div className="renli-archive-sections">
        <InfoList
          items={[
            { key: 'name', label: label('staffName'), value: archive.staffName },
            { key: 'company', label: t('staff-archives:my.company'), value: compName },
          ]}
        />
        {latestRequest && <RequestStatus request={latestRequest} />}
        <Alert type="info" showIcon title={t('staff-archives:my.reviewedHint')} />
        <BasicSection archive={archive} extra={ask} />
        <ContactSection archive={archive} onSave={save} />
        <EducationSection archive={archive} onSave={save} />
        <WorkSection archive={archive} onSave={save} />
        <BankSection archive={archive} extra={ask} />
        <JobSection archive={archive} />
        <DocumentsSection archive={archive} />
        {customFields.length > 0 && (
          <CustomSection
            archive={archive}
            fields={customFields}
            emptyText={t('staff-archives:custom.emptyNone')}
          />
        )}
        <MyRequests />
        <Card size="small" title={t('staff-archives:drawer.history')}>
          <JobHistory versions={history} />
        </Card>
      </div>
      {asking && <RequestChangeDialog archive={archive} onClose={() => setAsking(false)} />}
      {applying === 'official' && (
        <ApplyOfficialDialog probationEnd={archive.probationEnd} onClose={() => setApplying(null)} />
      )}
      {applying === 'dimission' && <ApplyDimissionDialog onClose={() => setApplying(null)} />}
    </Card>
  );
}
