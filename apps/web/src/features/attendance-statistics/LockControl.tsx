import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { toast } from '../../lib/toast.ts';
import { useLockMonth, useLocks } from './api.ts';

/** China's wall clock of an instant, `YYYY-MM-DD HH:mm`. */
const chinaTime = (at: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(at));

/** The month's lock, if it has one. */
function useMonthLock(month: string) {
  const locks = useLocks();
  return { locks: locks.data, lock: locks.data?.locks.find((lock) => lock.month === month) };
}

/**
 * 锁定本月 / 解锁 (docs/product/attendance.md, "Statistics"): locking an ended month takes the company
 * account or an admin of every employee type, unlocking the company account; both ask first.
 */
export function LockButton({ month }: { month: string }) {
  const { t } = useTranslation('attendance-statistics');
  const { locks, lock } = useMonthLock(month);
  const change = useLockMonth();
  if (!locks) return null;
  const apply = async (locked: boolean) => {
    await change.mutateAsync({ month, locked });
    toast.success(t(locked ? 'lock.locked' : 'lock.unlocked', { month }));
  };
  if (lock)
    return locks.canUnlock ? (
      <Popconfirm title={t('lock.unlockConfirm', { month })} onConfirm={() => apply(false)}>
        <Button icon={<UnlockOutlined />} loading={change.isPending}>
          {t('lock.unlock')}
        </Button>
      </Popconfirm>
    ) : null;
  if (!locks.canLock) return null;
  const ended = month < chinaToday().slice(0, 7);
  const button = (
    <Button icon={<LockOutlined />} disabled={!ended} loading={change.isPending}>
      {t('lock.lock')}
    </Button>
  );
  return ended ? (
    <Popconfirm title={t('lock.lockConfirm', { month })} onConfirm={() => apply(true)}>
      {button}
    </Popconfirm>
  ) : (
    <Tooltip title={t('lock.notEnded')}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** The banner of a locked month: who locked it and when. */
export function LockBanner({ month }: { month: string }) {
  const { t } = useTranslation('attendance-statistics');
  const { lock } = useMonthLock(month);
  if (!lock) return null;
  return (
    <Alert
      className="attendance-stats-banner"
      type="warning"
      showIcon
      icon={<LockOutlined />}
      title={
        lock.lockedByName
          ? t('lock.bannerBy', { month, name: lock.lockedByName, at: chinaTime(lock.lockedAt) })
          : t('lock.banner', { month })
      }
    />
  );
}
