import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 1 open, 2 closed: companies, logins and staff logins alike. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 2 ? (
    <Tag color="red">{t('admin-members:status.2')}</Tag>
  ) : (
    <Tag color="green">{t('admin-members:status.1')}</Tag>
  );
}

/** Closing and opening an account, as the back office's lists offer them (kit transitions). */
export const SWITCHES = {
  disable: {
    labelKey: 'admin-members:action.disable',
    confirmKey: 'admin-members:confirm.disable',
    descriptionKey: 'admin-members:confirm.disableHint',
    danger: true,
  },
  enable: { labelKey: 'admin-members:action.enable', confirmKey: 'admin-members:confirm.enable' },
};

export const OPEN_CLOSED = [
  { value: 1, labelKey: 'admin-members:status.1' },
  { value: 2, labelKey: 'admin-members:status.2' },
];
