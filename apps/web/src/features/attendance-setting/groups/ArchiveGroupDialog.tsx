import type { GroupSummary } from '@renli/contracts';
import { Alert, DatePicker, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../lib/china-today.ts';
import { toast } from '../../../lib/toast.ts';
import { useArchiveGroup } from '../api.ts';

/** Archives a group from a day: its people leave it then (past days are recomputed). */
export function ArchiveGroupDialog({ group, onClose }: { group: GroupSummary; onClose: () => void }) {
  const { t } = useTranslation('attendance-setting');
  const [from, setFrom] = useState(chinaToday());
  const archive = useArchiveGroup();
  const confirm = async () => {
    await archive.mutateAsync({ id: group.id, version: group.version, from });
    toast.success(t('group.archived'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('group.archiveTitle', { name: group.name })}
      okText={t('group.archive')}
      okButtonProps={{ danger: true, loading: archive.isPending }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
    >
      <label className="att-setting-label" htmlFor="att-archive-from">
        {t('group.archiveFrom')}
      </label>
      <DatePicker
        id="att-archive-from"
        allowClear={false}
        value={dayjs(from)}
        onChange={(value) => value && setFrom(value.format('YYYY-MM-DD'))}
      />
      <Alert className="att-setting-alert" type="warning" showIcon title={t('group.archiveHint')} />
    </Modal>
  );
}
