import type { EntryRecord } from '@renli/contracts';
import { Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { EntryInfoView } from './EntryInfoView.tsx';

/** 登记信息: what the hire filled in on the registration form. */
export function EntryInfoDrawer({ row, onClose }: { row: EntryRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff-entry');
  return (
    <Drawer open onClose={onClose} title={t('info.title', { name: row.staffName })} size="min(640px, 100vw)">
      {row.infoSubmittedAt && (
        <Typography.Paragraph type="secondary">
          {t('info.submittedAt', { at: chinaTime(row.infoSubmittedAt, i18n.language) })}
        </Typography.Paragraph>
      )}
      <EntryInfoView info={row.info} />
    </Drawer>
  );
}
