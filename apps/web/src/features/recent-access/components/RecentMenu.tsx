import { HistoryOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ShownPage, useRecentAccesses, useRecordVisit } from '../api.ts';

/**
 * 最近使用: a header menu of the identity's latest pages. It also records `current`, the screen on
 * display as the shell's route table describes it (null for the 404 page).
 */
export function RecentMenu({ current }: { current: ShownPage | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useRecordVisit(current);
  const list = useRecentAccesses().data ?? [];
  const items =
    list.length > 0
      ? list.map((entry) => ({
          key: entry.routeKey,
          label: t(entry.titleKey),
          onClick: () => void navigate(entry.routeKey),
        }))
      : [{ key: 'empty', label: t('recent-access:empty'), disabled: true }];
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
      <Button
        type="text"
        data-testid="recent-menu"
        icon={<HistoryOutlined />}
        style={{ color: 'rgba(255,255,255,0.85)' }}
        aria-label={t('recent-access:title')}
      />
    </Dropdown>
  );
}
