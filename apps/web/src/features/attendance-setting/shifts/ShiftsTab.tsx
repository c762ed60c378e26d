import { PlusOutlined } from '@ant-design/icons';
import type { Shift } from '@renli/contracts';
import { Button, Card, Empty, Popconfirm, Spin, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useArchiveShift, useShifts } from '../api.ts';
import { ShiftEditor } from './ShiftEditor.tsx';
import { ShiftTimeline } from './ShiftTimeline.tsx';

/** 班次: the company's shifts as cards with their day drawn, the editor, archiving. */
export function ShiftsTab() {
  const { t } = useTranslation('attendance-setting');
  const [showArchived, setShowArchived] = useState(false);
  const shifts = useShifts(showArchived);
  const archive = useArchiveShift();
  const [editing, setEditing] = useState<Shift | 'new' | null>(null);
  if (shifts.isPending) return <Spin />;
  const list = shifts.data ?? [];
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('shift.create')}
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
            aria-label={t('shift.showArchived')}
          />
          {t('shift.showArchived')}
        </span>
      </div>
      {list.length === 0 ? (
        <Empty description={t('shift.empty')}>{create}</Empty>
      ) : (
        <div className="att-setting-cards">
          {list.map((shift) => {
            const { times } = shift;
            return (
              <Card
                key={shift.id}
                size="small"
                title={shift.name}
                extra={
                  <>
                    {shift.code && <Tag>{shift.code}</Tag>}
                    {shift.status === 2 && <Tag>{t('shift.archived')}</Tag>}
                  </>
                }
                actions={
                  shift.status === 1
                    ? [
                        <Button key="edit" type="link" size="small" onClick={() => setEditing(shift)}>
                          {t('shift.edit')}
                        </Button>,
                        <Popconfirm
                          key="archive"
                          title={t('shift.archiveConfirm', { name: shift.name })}
                          onConfirm={() =>
                            archive
                              .mutateAsync({ id: shift.id, version: shift.version })
                              .then(() => toast.success(t('shift.archivedToast')))
                              // The client has shown the refusal (400 naming the group that uses it).
                              .catch(() => undefined)
                          }
                        >
                          <Button type="link" size="small" danger>
                            {t('shift.archive')}
                          </Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <dl className="att-setting-facts">
                  <dt>{t('shift.times')}</dt>
                  <dd>
                    {times.onTime}–
                    {times.offNextDay ? t('shift.nextDay', { time: times.offTime }) : times.offTime}
                  </dd>
                  <dt>{t('shift.rest')}</dt>
                  <dd>{times.restStart ? `${times.restStart}–${times.restEnd}` : t('shift.noRest')}</dd>
                  <dt>{t('shift.work')}</dt>
                  <dd>{t('shift.workHours', { hours: Math.round((shift.workMinutes / 60) * 100) / 100 })}</dd>
                  <dt>{t('shift.grace')}</dt>
                  <dd>
                    {t('shift.graceSummary', {
                      late: times.lateGraceMinutes,
                      early: times.earlyGraceMinutes,
                    })}
                  </dd>
                  {shift.usedBy.length > 0 && (
                    <>
                      <dt>{t('shift.usedBy')}</dt>
                      <dd>{shift.usedBy.join(t('group.summary.listSeparator'))}</dd>
                    </>
                  )}
                </dl>
                <ShiftTimeline times={times} />
              </Card>
            );
          })}
        </div>
      )}
      {editing && <ShiftEditor shift={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
