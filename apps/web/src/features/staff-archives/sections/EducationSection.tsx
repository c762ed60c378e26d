import { EDUCATION_LEVEL_OPTIONS, type StaffArchive } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { archiveLabel, optionText, selectOptions, shown } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InfoList } from './InfoList.tsx';
import { RowsEditor, RowsView } from './RowsField.tsx';
import { type SectionProps, valuesOf } from './types.ts';

type Education = StaffArchive['education'][number];

/** 教育经历: schools, levels and dates; the highest level is kept by the server. */
export function EducationSection({ archive, onSave, extra }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = (name: string) => t(`staff-archives:education.${name}`);
  return (
    <ArchiveSection
      title={t('staff-archives:section.education')}
      extra={extra}
      onSave={onSave}
      values={valuesOf(archive, ['education'])}
      form={
        <RowsEditor
          name="education"
          addLabel={t('staff-archives:education.add')}
          specs={[
            { name: 'school', label: label('school'), required: true, max: 60 },
            { name: 'major', label: label('major'), max: 60 },
            {
              name: 'level',
              label: label('level'),
              kind: 'select',
              required: true,
              options: selectOptions(EDUCATION_LEVEL_OPTIONS, lang),
            },
            { name: 'from', label: label('from'), kind: 'date' },
            { name: 'to', label: label('to'), kind: 'date' },
            { name: 'fullTime', label: label('fullTime'), kind: 'switch' },
          ]}
        />
      }
      view={
        <>
          <InfoList
            items={[
              {
                key: 'highestEducation',
                label: archiveLabel('highestEducation', lang),
                value: optionText(EDUCATION_LEVEL_OPTIONS, archive.highestEducation, lang),
              },
            ]}
          />
          <RowsView<Education>
            rows={archive.education}
            columns={[
              { key: 'school', label: label('school'), render: (r) => r.school },
              { key: 'major', label: label('major'), render: (r) => shown(r.major) },
              {
                key: 'level',
                label: label('level'),
                render: (r) => optionText(EDUCATION_LEVEL_OPTIONS, r.level, lang),
              },
              {
                key: 'period',
                label: label('period'),
                render: (r) => `${shown(r.from)} ~ ${shown(r.to)}`,
              },
              {
                key: 'fullTime',
                label: label('fullTime'),
                render: (r) =>
                  r.fullTime === undefined ? '—' : t(r.fullTime ? 'staff-archives:yes' : 'staff-archives:no'),
              },
            ]}
          />
        </>
      }
    />
  );
}
