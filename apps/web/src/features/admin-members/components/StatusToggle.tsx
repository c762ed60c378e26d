import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** 1 enabled, 2 disabled. */
  status: number;
  onChange: (status: 1 | 2) => Promise<unknown>;
}

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 2 ? (
    <Tag color="red">{t('admin-members:status.2')}</Tag>
  ) : (
    <Tag color="green">{t('admin-members:status.1')}</Tag>
  );
}

/** Disable/enable with a confirmation that says what disabling does (sessions end at once). */
export function StatusToggle({ status, onChange }: Props) {
  const { t } = useTranslation();
  const disabling = status !== 2;
  return (
    <Popconfirm
      title={disabling ? t('admin-members:confirm.disable') : t('admin-members:confirm.enable')}
      description={disabling ? t('admin-members:confirm.disableHint') : undefined}
      onConfirm={() => onChange(disabling ? 2 : 1)}
    >
      <Button type="link" size="small" danger={disabling}>
        {disabling ? t('admin-members:action.disable') : t('admin-members:action.enable')}
      </Button>
    </Popconfirm>
  );
}
