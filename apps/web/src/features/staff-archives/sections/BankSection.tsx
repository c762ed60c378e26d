import { useTranslation } from 'react-i18next';
import { archiveLabel, shown } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InfoList } from './InfoList.tsx';
import { InputGrid } from './inputs.tsx';
import { type SectionProps, valuesOf } from './types.ts';

const NAMES = ['bankName', 'bankAccount', 'socialSecurityNo', 'housingFundNo'] as const;
const MAX = { bankName: 50, bankAccount: 30, socialSecurityNo: 30, housingFundNo: 30 };

/** 银行与社保: the salary account and the social security and housing fund numbers. */
export function BankSection({ archive, onSave, extra }: SectionProps) {
  const { t, i18n } = useTranslation();
  const label = (name: string) => archiveLabel(name, i18n.language);
  return (
    <ArchiveSection
      title={t('staff-archives:section.bank')}
      extra={extra}
      onSave={onSave}
      values={valuesOf(archive, NAMES)}
      form={<InputGrid specs={NAMES.map((name) => ({ name, label: label(name), max: MAX[name] }))} />}
      view={
        <InfoList
          items={NAMES.map((name) => ({ key: name, label: label(name), value: shown(archive[name]) }))}
        />
      }
    />
  );
}
