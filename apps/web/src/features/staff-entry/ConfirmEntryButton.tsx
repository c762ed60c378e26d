import { type EntryRecord, EntryStatus, STAFF_DEFAULT_PASSWORD, staffEntryResource } from '@renli/contracts';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceTransition } from '../../components/resource/hooks.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';

/**
 * 确认入职: applied at once, or an approval started when the company has an entry approval template
 * (the row then stays pending). Before the entry date the server offers no confirmation: the button
 * says why instead.
 */
export function ConfirmEntryButton({ row }: { row: EntryRecord }) {
  const { t } = useTranslation('staff-entry');
  const transition = useResourceTransition(staffEntryResource);
  if (!row.transitions?.includes('confirm')) {
    // A pending row the caller may cancel but not confirm: its entry date has not come.
    if (!row.transitions?.includes('cancel')) return null;
    return (
      <Tooltip title={t('actions.notYet', { date: row.entryDate })}>
        <Button type="link" size="small" disabled>
          {t('actions.confirm')}
        </Button>
      </Tooltip>
    );
  }
  const confirm = async () => {
    try {
      const after = await transition.mutateAsync({ id: row.id, version: row.version, name: 'confirm' });
      toast.success(t(after.status === EntryStatus.JOINED ? 'actions.confirmed' : 'actions.approvalStarted'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    }
  };
  return (
    <Popconfirm
      title={t('actions.confirmQuestion', { name: row.staffName })}
      description={t('actions.confirmHint', { password: STAFF_DEFAULT_PASSWORD })}
      onConfirm={confirm}
    >
      <Button type="link" size="small">
        {t('actions.confirm')}
      </Button>
    </Popconfirm>
  );
}
