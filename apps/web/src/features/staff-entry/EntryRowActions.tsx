import { DownOutlined } from '@ant-design/icons';
import { type EntryRecord, EntryStatus } from '@renli/contracts';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmEntryButton } from './ConfirmEntryButton.tsx';
import { EntryDateDialog } from './EntryDateDialog.tsx';
import { EntryInfoDrawer } from './EntryInfoDrawer.tsx';
import { FormLinkDialog } from './FormLinkDialog.tsx';

type Open = 'link' | 'info' | 'date' | null;

/**
 * A row's buttons besides the kit's (放弃入职, 编辑, 详情): 确认入职 and 发送登记表 on a pending row,
 * the filled-in info and the entry date under 更多; a joined row shows its info.
 */
export function EntryRowActions({ row }: { row: EntryRecord }) {
  const { t } = useTranslation('staff-entry');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const pending = row.status === EntryStatus.PENDING;
  return (
    <Space size={0} wrap>
      {pending && <ConfirmEntryButton row={row} />}
      {pending && (
        <Button type="link" size="small" onClick={() => setOpen('link')}>
          {t('actions.sendForm')}
        </Button>
      )}
      {pending ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'info', label: t('actions.viewInfo') },
              { key: 'date', label: t('actions.changeDate') },
            ],
            onClick: ({ key }) => setOpen(key as Open),
          }}
        >
          <Button type="link" size="small">
            {t('actions.more')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        row.status === EntryStatus.JOINED && (
          <Button type="link" size="small" onClick={() => setOpen('info')}>
            {t('actions.viewInfo')}
          </Button>
        )
      )}
      {open === 'link' && <FormLinkDialog row={row} onClose={close} />}
      {open === 'info' && <EntryInfoDrawer row={row} onClose={close} />}
      {open === 'date' && <EntryDateDialog row={row} onClose={close} />}
    </Space>
  );
}
