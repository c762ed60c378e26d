import type { StaffArchive } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { shown } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { RowsEditor, RowsView } from './RowsField.tsx';
import { type SectionProps, valuesOf } from './types.ts';

type Job = StaffArchive['workHistory'][number];

/** 工作经历: former employers, positions, dates and why the person left. */
export function WorkSection({ archive, onSave, extra }: SectionProps) {
  const { t } = useTranslation();
  const label = (name: string) => t(`staff-archives:work.${name}`);
  return (
    <ArchiveSection
      title={t('staff-archives:section.work')}
      extra={extra}
      onSave={onSave}
      values={valuesOf(archive, ['workHistory'])}
      form={
        <RowsEditor
          name="workHistory"
          addLabel={t('staff-archives:work.add')}
          specs={[
            { name: 'company', label: label('company'), required: true, max: 60 },
            { name: 'position', label: label('position'), max: 40 },
            { name: 'from', label: label('from'), kind: 'date' },
            { name: 'to', label: label('to'), kind: 'date' },
            { name: 'leaveReason', label: label('leaveReason'), max: 100 },
          ]}
        />
      }
      view={
        <RowsView<Job>
          rows={archive.workHistory}
          columns={[
            { key: 'company', label: label('company'), render: (r) => r.company },
            { key: 'position', label: label('position'), render: (r) => shown(r.position) },
            { key: 'period', label: label('period'), render: (r) => `${shown(r.from)} ~ ${shown(r.to)}` },
            { key: 'leaveReason', label: label('leaveReason'), render: (r) => shown(r.leaveReason) },
          ]}
        />
      }
    />
  );
}
