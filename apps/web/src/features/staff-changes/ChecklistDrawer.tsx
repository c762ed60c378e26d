import { type StaffChange, StaffChangeStage } from '@renli/contracts';
import { Checkbox, Drawer, List, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { ApiError } from '../../lib/http.ts';
import { useTickItem } from './api.ts';

/** 交接清单 of one 离职: HR ticks each item; who ticked it and when shows beside it. */
export function ChecklistDrawer({ row, onClose }: { row: StaffChange; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff-changes');
  const [current, setCurrent] = useState(row);
  const tick = useTickItem();
  const done = current.checklist.filter((item) => item.done).length;
  const locked = current.stage === StaffChangeStage.CANCELLED;
  const toggle = async (key: (typeof row.checklist)[number]['key'], checked: boolean) => {
    try {
      setCurrent(await tick.mutateAsync({ id: current.id, version: current.version, key, done: checked }));
    } catch (error) {
      // The HTTP client has shown the refusal.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <Drawer open onClose={onClose} title={t('checklist.title', { name: row.staffName })}>
      <Progress percent={Math.round((done / Math.max(current.checklist.length, 1)) * 100)} />
      <List
        dataSource={current.checklist}
        renderItem={(item) => (
          <List.Item>
            <Checkbox
              checked={item.done}
              disabled={locked || tick.isPending}
              onChange={(event) => void toggle(item.key, event.target.checked)}
            >
              {t(`checklist.items.${item.key}`)}
            </Checkbox>
            {item.done && item.doneAt && (
              <Typography.Text type="secondary">
                {t('checklist.doneBy', {
                  name: item.doneBy ?? '',
                  at: chinaTime(item.doneAt, i18n.language),
                })}
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
    </Drawer>
  );
}
