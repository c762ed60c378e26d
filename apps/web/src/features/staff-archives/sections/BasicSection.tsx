import {
  HUKOU_TYPE_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  POLITICAL_STATUS_OPTIONS,
  SEX_OPTIONS,
} from '@renli/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { archiveLabel, optionText, selectOptions, shown } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InfoList } from './InfoList.tsx';
import { InputGrid, type InputSpec } from './inputs.tsx';
import { type SectionProps, valuesOf } from './types.ts';

const NAMES = [
  'idNumber',
  'sex',
  'birthDate',
  'nationality',
  'ethnicity',
  'hukouType',
  'hukouAddress',
  'politicalStatus',
  'maritalStatus',
] as const;

/** 基本信息: identity, origin and family status. */
export function BasicSection({ archive, onSave, extra }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = (name: string) => archiveLabel(name, lang);
  const select = (name: string, options: Parameters<typeof selectOptions>[0]): InputSpec => ({
    name,
    label: label(name),
    kind: 'select',
    options: selectOptions(options, lang),
  });
  const specs: InputSpec[] = [
    { name: 'idNumber', label: label('idNumber'), max: 18 },
    select('sex', SEX_OPTIONS),
    { name: 'birthDate', label: label('birthDate'), kind: 'date' },
    { name: 'nationality', label: label('nationality'), max: 30 },
    { name: 'ethnicity', label: label('ethnicity'), max: 20 },
    select('hukouType', HUKOU_TYPE_OPTIONS),
    { name: 'hukouAddress', label: label('hukouAddress'), max: 100 },
    select('politicalStatus', POLITICAL_STATUS_OPTIONS),
    select('maritalStatus', MARITAL_STATUS_OPTIONS),
  ];
  return (
    <ArchiveSection
      title={t('staff-archives:section.basic')}
      extra={extra}
      onSave={onSave}
      values={valuesOf(archive, NAMES)}
      form={
        <>
          <Typography.Paragraph type="secondary">{t('staff-archives:hint.idNumber')}</Typography.Paragraph>
          <InputGrid specs={specs} />
        </>
      }
      view={
        <InfoList
          items={[
            { key: 'idNumber', label: label('idNumber'), value: shown(archive.idNumber) },
            { key: 'sex', label: label('sex'), value: optionText(SEX_OPTIONS, archive.sex, lang) },
            { key: 'birthDate', label: label('birthDate'), value: shown(archive.birthDate) },
            { key: 'age', label: label('age'), value: shown(archive.age) },
            { key: 'nationality', label: label('nationality'), value: shown(archive.nationality) },
            { key: 'ethnicity', label: label('ethnicity'), value: shown(archive.ethnicity) },
            {
              key: 'hukouType',
              label: label('hukouType'),
              value: optionText(HUKOU_TYPE_OPTIONS, archive.hukouType, lang),
            },
            { key: 'hukouAddress', label: label('hukouAddress'), value: shown(archive.hukouAddress) },
            {
              key: 'politicalStatus',
              label: label('politicalStatus'),
              value: optionText(POLITICAL_STATUS_OPTIONS, archive.politicalStatus, lang),
            },
            {
              key: 'maritalStatus',
              label: label('maritalStatus'),
              value: optionText(MARITAL_STATUS_OPTIONS, archive.maritalStatus, lang),
            },
          ]}
        />
      }
    />
  );
}
