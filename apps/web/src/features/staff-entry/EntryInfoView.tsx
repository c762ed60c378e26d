import type { ArchiveInfo } from '@renli/contracts';
import { Descriptions, type DescriptionsProps, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from './info-options.ts';

const NONE = '—';
/** One column on phones, two from tablets up. */
const COLUMNS = { xs: 1, sm: 2 };

type Item = NonNullable<DescriptionsProps['items']>[number];

/** The registration form as the hire filled it in, section by section (read-only, for HR). */
export function EntryInfoView({ info }: { info: ArchiveInfo }) {
  const { t } = useTranslation('staff-entry');
  const item = (key: string, children: ReactNode): Item => ({
    key,
    label: t(`field.${key}`),
    children: children === null || children === undefined || children === '' ? NONE : children,
  });
  const section = (key: string, items: Item[]) => (
    <Descriptions key={key} title={t(`section.${key}`)} column={COLUMNS} size="small" items={items} />
  );
  /** Rows of a list (contacts, schools, jobs): one block each, the section's title on the first. */
  const rows = (key: string, blocks: Item[][]) =>
    blocks.length === 0 ? (
      section(key, [{ key: 'none', label: t(`section.${key}`), children: NONE }])
    ) : (
      <div key={key}>
        {blocks.map((items, i) => (
          <Descriptions
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
            key={i}
            title={i === 0 ? t(`section.${key}`) : undefined}
            column={COLUMNS}
            size="small"
            items={items}
          />
        ))}
      </div>
    );
  if (Object.keys(info).length === 0) return <Empty description={t('info.empty')} />;
  const span = (from?: string | null, to?: string | null) =>
    from || to ? `${from ?? ''} ~ ${to ?? ''}` : null;
  return (
    <div className="staff-entry-info">
      {section('basic', [
        item('idNumber', info.idNumber),
        item('sex', labelOf(t, 'sex', info.sex)),
        item('birthDate', info.birthDate),
        item('nationality', info.nationality),
        item('ethnicity', info.ethnicity),
        item('hukouType', labelOf(t, 'hukouType', info.hukouType)),
        item('hukouAddress', info.hukouAddress),
        item('politicalStatus', labelOf(t, 'politicalStatus', info.politicalStatus)),
        item('maritalStatus', labelOf(t, 'maritalStatus', info.maritalStatus)),
      ])}
      {section('contact', [
        item('personalEmail', info.personalEmail),
        item('currentAddress', info.currentAddress),
      ])}
      {rows(
        'emergency',
        (info.emergencyContacts ?? []).map((c) => [
          item('contactName', c.name),
          item('relation', c.relation),
          item('phone', c.phone),
        ]),
      )}
      {rows(
        'education',
        (info.education ?? []).map((e) => [
          item('school', e.school),
          item('major', e.major),
          item('level', labelOf(t, 'level', e.level)),
          item('from', span(e.from, e.to)),
          item('fullTime', e.fullTime === undefined ? null : t(e.fullTime ? 'options.yes' : 'options.no')),
        ]),
      )}
      {rows(
        'work',
        (info.workHistory ?? []).map((w) => [
          item('company', w.company),
          item('position', w.position),
          item('from', span(w.from, w.to)),
          item('leaveReason', w.leaveReason),
        ]),
      )}
      {section('bank', [item('bankName', info.bankName), item('bankAccount', info.bankAccount)])}
      {section('accounts', [
        item('socialSecurityNo', info.socialSecurityNo),
        item('housingFundNo', info.housingFundNo),
      ])}
      {section(
        'documents',
        (info.documents ?? []).length === 0
          ? [{ key: 'none', label: t('section.documents'), children: NONE }]
          : info.documents!.map((d, i) => ({
              key: `${i}`,
              label: labelOf(t, 'documentKind', d.kind),
              children: (
                <Typography.Link href={d.url} target="_blank" rel="noreferrer">
                  {d.name}
                </Typography.Link>
              ),
            })),
      )}
    </div>
  );
}
