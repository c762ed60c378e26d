import type { EntryFormLink, EntryRecord } from '@renli/contracts';
import { Alert, Button, Input, Modal, QRCode, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { toast } from '../../lib/toast.ts';
import { useSendFormLink } from './api.ts';

/**
 * 发送登记表: makes a new link when opened (the server keeps only its hash, so an older one cannot be
 * shown again and stops working) and shows it to copy or scan. The hire has no login to be told
 * through, so HR passes it on.
 */
export function FormLinkDialog({ row, onClose }: { row: EntryRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff-entry');
  const send = useSendFormLink();
  const [link, setLink] = useState<EntryFormLink | null>(null);
  const { mutateAsync } = send;
  // One link per opening: the list refreshing behind the dialog must not make (and void) another.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutateAsync(row.id).then(setLink, () => onClose());
  }, [mutateAsync, row.id, onClose]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url);
      toast.success(t('link.copied'));
    } catch {
      toast.error(t('link.copyFailed'));
    }
  };
  return (
    <Modal open title={t('link.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {!link ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('link.hint', { name: row.staffName })} />
          <Input.TextArea
            className="staff-entry-link"
            value={link.url}
            readOnly
            autoSize
            aria-label={t('link.title')}
          />
          <Typography.Text type="secondary">
            {t('link.expires', { at: chinaTime(link.expiresAt, i18n.language) })}
          </Typography.Text>
          <Button type="primary" block onClick={() => void copy()}>
            {t('link.copy')}
          </Button>
          <div className="staff-entry-qr">
            <QRCode value={link.url} size={160} />
            <Typography.Text type="secondary">{t('link.qr')}</Typography.Text>
          </div>
        </Space>
      )}
    </Modal>
  );
}
