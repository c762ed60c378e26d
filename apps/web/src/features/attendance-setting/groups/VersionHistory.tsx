import type { GroupSummary, Shift } from '@renli/contracts';
import { Button, Drawer, Empty, Popconfirm, Spin, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTimeLabel } from '../../../lib/time-label.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelVersion, useGroupVersions } from '../api.ts';
import { MembersSummary, PunchSummary, ScheduleSummary } from './RuleSummary.tsx';

const STATE_COLOR = { past: 'default', current: 'green', future: 'blue' } as const;

/** A group's rule versions, newest first, with who saved each; a version still to come can be cancelled. */
export function VersionHistory({
  group,
  shifts,
  onClose,
}: {
  group: GroupSummary;
  shifts: Map<number, Shift>;
  onClose: () => void;
}) {
  const { t } = useTranslation('attendance-setting');
  const versions = useGroupVersions(group.id);
  const cancel = useCancelVersion();
  const timeLabel = useTimeLabel();
  const list = versions.data ?? [];
  return (
    <Drawer open size={560} title={t('history.title', { name: group.name })} onClose={onClose}>
      {versions.isPending && <Spin />}
      {!versions.isPending && list.length === 0 && <Empty />}
      <Timeline
        items={list.map((v) => ({
          key: v.id,
          color: v.state === 'current' ? 'green' : v.state === 'future' ? 'blue' : 'gray',
          content: (
            <div className="att-setting-version">
              <div className="att-setting-version-head">
                <strong>
                  {v.effectiveTo
                    ? t('history.range', { from: v.effectiveFrom, to: v.effectiveTo })
                    : t('history.from', { from: v.effectiveFrom })}
                </strong>
                <Tag color={STATE_COLOR[v.state]}>{t(`history.state.${v.state}`)}</Tag>
                {v.state === 'future' && (
                  <Popconfirm
                    title={t('history.cancelConfirm')}
                    onConfirm={async () => {
                      await cancel.mutateAsync({
                        groupId: group.id,
                        version: group.version,
                        versionId: v.id,
                      });
                      toast.success(t('history.cancelled'));
                      onClose();
                    }}
                  >
                    <Button size="small" danger>
                      {t('history.cancel')}
                    </Button>
                  </Popconfirm>
                )}
              </div>
              <div>
                <MembersSummary members={v.members} />
              </div>
              <div>
                <ScheduleSummary rule={v.rule} shifts={shifts} />
              </div>
              <div>
                <PunchSummary rule={v.rule} />
              </div>
              <div className="att-setting-muted">
                {t('history.savedBy', {
                  who: v.createdByName ?? '—',
                  when: timeLabel(new Date(v.createdAt)),
                })}
              </div>
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
