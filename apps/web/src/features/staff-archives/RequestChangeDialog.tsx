import { type ReviewedChanges, SEX_OPTIONS, type StaffArchive } from '@renli/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestChange } from './api.ts';
import { archiveLabel, selectOptions } from './labels.ts';
import { SendDialog } from './SendDialog.tsx';
import { cleaned, InputGrid } from './sections/inputs.tsx';

/**
 * 申请修改: the employee asks HR to change identity or bank fields (HR_REVIEWED_INFO_FIELDS); the form
 * starts from the archive's values and the server keeps only what differs.
 */
export function RequestChangeDialog({ archive, onClose }: { archive: StaffArchive; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const request = useRequestChange();
  const label = (name: string) => archiveLabel(name, i18n.language);
  return (
    <SendDialog
      form={form}
      title={t('staff-archives:my.requestTitle')}
      hint={t('staff-archives:my.requestHint')}
      okText={t('staff-archives:my.requestSubmit')}
      sent={t('staff-archives:my.requestSent')}
      pending={request.isPending}
      send={(values) => request.mutateAsync(cleaned(values) as ReviewedChanges)}
      onClose={onClose}
      initialValues={{
        idNumber: archive.idNumber ?? undefined,
        sex: archive.sex ?? undefined,
        birthDate: archive.birthDate ?? undefined,
        bankName: archive.bankName ?? undefined,
        bankAccount: archive.bankAccount ?? undefined,
      }}
    >
      <InputGrid
        specs={[
          { name: 'idNumber', label: label('idNumber'), max: 18 },
          {
            name: 'sex',
            label: label('sex'),
            kind: 'select',
            options: selectOptions(SEX_OPTIONS, i18n.language),
          },
          { name: 'birthDate', label: label('birthDate'), kind: 'date' },
          { name: 'bankName', label: label('bankName'), max: 50 },
          { name: 'bankAccount', label: label('bankAccount'), max: 30 },
        ]}
      />
    </SendDialog>
  );
}
