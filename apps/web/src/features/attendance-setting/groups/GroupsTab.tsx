import { PlusOutlined } from '@ant-design/icons';
import type { GroupSummary, Shift } from '@renli/contracts';
import { Button, Card, Empty, Spin, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroups, useShifts } from '../api.ts';
import { ArchiveGroupDialog } from './ArchiveGroupDialog.tsx';
import { GroupEditor } from './GroupEditor.tsx';
import { MembersSummary, PunchSummary, ScheduleSummary } from './RuleSummary.tsx';
import { VersionHistory } from './VersionHistory.tsx';

/** The company's shifts by id, archived ones too (old versions may name them). */
export function useShiftsById(): Map<number, Shift> {
  const { data = [] } = useShifts(true);
  return useMemo(() => new Map(data.map((s) => [s.id, s])), [data]);
}

/** 考勤组: each group with today's rule, its next version and its people; the editor and history. */
export function GroupsTab({ onGoTo }: { onGoTo: (tab: string) => void }) {
  const { t } = useTranslation('attendance-setting');
  const [showArchived, setShowArchived] = useState(false);
  const groups = useGroups(showArchived);
  const activeShifts = useShifts();
  const shifts = useShiftsById();
  const [editing, setEditing] = useState<GroupSummary | 'new' | null>(null);
  const [history, setHistory] = useState<GroupSummary | null>(null);
  const [archiving, setArchiving] = useState<GroupSummary | null>(null);

  if (groups.isPending || activeShifts.isPending) return <Spin />;
  const list = groups.data ?? [];
  const noShifts = (activeShifts.data ?? []).length === 0;
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('group.create')}
    </Button>
  );
  return (
    <div>
      <div className="att-setting-toolbar">
        {create}
        <span className="att-setting-switch">
          <Switch
            size="small"
            checked={showArchived}
            onChange={setShowArchived}
            aria-label={t('group.showArchived')}
          />
          {t('group.showArchived')}
        </span>
      </div>
      {list.length === 0 ? (
        <Empty description={noShifts ? t('group.emptyNoShifts') : t('group.empty')}>
          {noShifts ? (
            <Button type="primary" onClick={() => onGoTo('shifts')}>
              {t('shift.create')}
            </Button>
          ) : (
            create
          )}
        </Empty>
      ) : (
        <div className="att-setting-cards">
          {list.map((group) => {
            const rule = group.current ?? group.next;
            return (
              <Card
                key={group.id}
                size="small"
                title={group.name}
                className="att-setting-group"
                extra={
                  <>
                    {rule && <Tag>{t(`schedule.${rule.rule.scheduleType}`)}</Tag>}
                    {group.status === 2 && <Tag>{t('group.archived')}</Tag>}
                  </>
                }
                actions={[
                  group.status === 1 && (
                    <Button key="edit" type="link" size="small" onClick={() => setEditing(group)}>
                      {t('group.edit')}
                    </Button>
                  ),
                  <Button key="history" type="link" size="small" onClick={() => setHistory(group)}>
                    {t('group.history')}
                  </Button>,
                  group.status === 1 && (
                    <Button key="archive" type="link" size="small" danger onClick={() => setArchiving(group)}>
                      {t('group.archive')}
                    </Button>
                  ),
                ].filter(Boolean)}
              >
                <dl className="att-setting-facts">
                  <dt>{t('group.people')}</dt>
                  <dd>{t('group.peopleCount', { count: group.peopleCount })}</dd>
                  {rule && (
                    <>
                      <dt>{t('group.members')}</dt>
                      <dd>
                        <MembersSummary members={rule.members} />
                      </dd>
                      <dt>{t('group.schedule')}</dt>
                      <dd>
                        <ScheduleSummary rule={rule.rule} shifts={shifts} />
                      </dd>
                      <dt>{t('group.punch')}</dt>
                      <dd>
                        <PunchSummary rule={rule.rule} />
                      </dd>
                      <dt>{t('group.effective')}</dt>
                      <dd>
                        {t('group.since', { day: rule.effectiveFrom })}
                        {group.next && group.current && (
                          <Tag color="blue" className="att-setting-next">
                            {t('group.nextFrom', { day: group.next.effectiveFrom })}
                          </Tag>
                        )}
                      </dd>
                    </>
                  )}
                </dl>
              </Card>
            );
          })}
        </div>
      )}
      {editing && <GroupEditor group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {history && <VersionHistory group={history} shifts={shifts} onClose={() => setHistory(null)} />}
      {archiving && <ArchiveGroupDialog group={archiving} onClose={() => setArchiving(null)} />}
    </div>
  );
}
