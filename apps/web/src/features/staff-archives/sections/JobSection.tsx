import {
  CLIENT_COMPANY_MAX,
  EMPLOYMENT_STATUS_OPTIONS,
  EmploymentStatus,
  labelIn,
  SALARY_GRADE_MAX,
  type StaffArchive,
  staffArchiveResource,
  WORK_LOCATION_MAX,
} from '@renli/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { archiveLabel, optionText, shown, tenureText } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InfoList } from './InfoList.tsx';
import { InputGrid, type InputSpec } from './inputs.tsx';

interface Props {
  archive: StaffArchive;
  /** HR's correction of the facts in effect (`correctJob`); absent: read-only. */
  onCorrect?: ((facts: Record<string, unknown>) => Promise<unknown>) | undefined;
}

/** The employment status as a coloured tag. */
export function StatusTag({ status }: { status: number }) {
  const { i18n } = useTranslation();
  const option = EMPLOYMENT_STATUS_OPTIONS.find((o) => o.value === status);
  return option ? <Tag color={option.color}>{labelIn(option.label, i18n.language)}</Tag> : null;
}

/**
 * 岗位信息: the job in effect today. Department, position and status change through entry and the
 * staff changes; HR corrects the work location, client company and salary grade from today, and the
 * end of a probation.
 */
export function JobSection({ archive, onCorrect }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = (name: string) => archiveLabel(name, lang);
  const onProbation = archive.empStatus === EmploymentStatus.PROBATION;
  const specs: InputSpec[] = [
    { name: 'workLocation', label: label('workLocation'), max: WORK_LOCATION_MAX },
    { name: 'clientCompany', label: label('clientCompany'), max: CLIENT_COMPANY_MAX },
    { name: 'salaryGrade', label: label('salaryGrade'), max: SALARY_GRADE_MAX },
    ...(onProbation ? [{ name: 'probationEnd', label: label('probationEnd'), kind: 'date' as const }] : []),
  ];
  return (
    <ArchiveSection
      title={t('staff-archives:section.job')}
      editLabel={t('staff-archives:actions.correct')}
      onSave={onCorrect}
      values={{
        workLocation: archive.workLocation ?? undefined,
        clientCompany: archive.clientCompany ?? undefined,
        salaryGrade: archive.salaryGrade ?? undefined,
        probationEnd: archive.probationEnd ?? undefined,
      }}
      form={
        <>
          <Typography.Paragraph type="secondary">{t('staff-archives:hint.correction')}</Typography.Paragraph>
          <InputGrid specs={specs} />
        </>
      }
      view={
        <InfoList
          items={[
            { key: 'jobNo', label: label('jobNo'), value: shown(archive.jobNo) },
            { key: 'dept', label: label('deptId'), value: shown(archive.deptName) },
            { key: 'position', label: label('positionName'), value: shown(archive.positionName) },
            { key: 'rank', label: label('rankName'), value: shown(archive.rankName) },
            {
              key: 'employeeType',
              label: label('employeeType'),
              value: optionText(staffArchiveResource.fields.employeeType.options, archive.employeeType, lang),
            },
            { key: 'empStatus', label: label('empStatus'), value: <StatusTag status={archive.empStatus} /> },
            { key: 'entryDate', label: label('entryDate'), value: archive.entryDate },
            {
              key: 'tenure',
              label: t('staff-archives:tenure.label'),
              value: tenureText(t, archive.tenureMonths),
            },
            ...(onProbation
              ? [{ key: 'probationEnd', label: label('probationEnd'), value: shown(archive.probationEnd) }]
              : []),
            ...(archive.officialDate
              ? [{ key: 'officialDate', label: label('officialDate'), value: archive.officialDate }]
              : []),
            ...(archive.lastDay ? [{ key: 'lastDay', label: label('lastDay'), value: archive.lastDay }] : []),
            { key: 'workLocation', label: label('workLocation'), value: shown(archive.workLocation) },
            { key: 'clientCompany', label: label('clientCompany'), value: shown(archive.clientCompany) },
            { key: 'salaryGrade', label: label('salaryGrade'), value: shown(archive.salaryGrade) },
          ]}
        />
      }
    />
  );
}
