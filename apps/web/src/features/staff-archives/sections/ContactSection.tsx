import type { StaffArchive } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { archiveLabel, shown } from '../labels.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InfoList } from './InfoList.tsx';
import { InputGrid } from './inputs.tsx';
import { RowsEditor, RowsView } from './RowsField.tsx';
import { type SectionProps, valuesOf } from './types.ts';

const NAMES = ['personalEmail', 'currentAddress', 'emergencyContacts'] as const;
type Contact = StaffArchive['emergencyContacts'][number];

/** 联系方式: the login, e-mails, address and emergency contacts. */
export function ContactSection({ archive, onSave, extra }: SectionProps) {
  const { t, i18n } = useTranslation();
  const label = (name: string) => archiveLabel(name, i18n.language);
  const row = (name: keyof Contact) => t(`staff-archives:contact.${name}`);
  return (
    <ArchiveSection
      title={t('staff-archives:section.contact')}
      extra={extra}
      onSave={onSave}
      values={valuesOf(archive, NAMES)}
      form={
        <>
          <InputGrid
            specs={[
              { name: 'personalEmail', label: label('personalEmail'), max: 100 },
              { name: 'currentAddress', label: label('currentAddress'), max: 100 },
            ]}
          />
          <RowsEditor
            name="emergencyContacts"
            addLabel={t('staff-archives:contact.add')}
            specs={[
              { name: 'name', label: row('name'), required: true, max: 30 },
              { name: 'relation', label: row('relation'), required: true, max: 20 },
              { name: 'phone', label: row('phone'), required: true, max: 20 },
            ]}
          />
        </>
      }
      view={
        <>
          <InfoList
            items={[
              { key: 'mobile', label: label('mobile'), value: shown(archive.mobile) },
              { key: 'email', label: label('email'), value: shown(archive.email) },
              { key: 'personalEmail', label: label('personalEmail'), value: shown(archive.personalEmail) },
              { key: 'currentAddress', label: label('currentAddress'), value: shown(archive.currentAddress) },
            ]}
          />
          <h4 className="renli-archive-subtitle">{t('staff-archives:contact.title')}</h4>
          <RowsView<Contact>
            rows={archive.emergencyContacts}
            columns={(['name', 'relation', 'phone'] as const).map((key) => ({
              key,
              label: row(key),
              render: (contact) => contact[key],
            }))}
          />
        </>
      }
    />
  );
}
