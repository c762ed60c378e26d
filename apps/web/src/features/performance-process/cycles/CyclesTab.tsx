import { PlusOutlined } from '@ant-design/icons';
import { CYCLE_STATUS, type CycleRow } from '@renli/contracts';
import { Button, Card, Empty, Popconfirm, Result, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useCycleAction, useCycles } from './api.ts';
import { CycleDrawer } from './CycleDrawer.tsx';
import { CycleProgressPanel } from './CycleProgressPanel.tsx';
import { LaunchPreview } from './LaunchPreview.tsx';
import './cycles.css';

const STATUS_COLORS: Record<number, string> = {
  [CYCLE_STATUS.draft]: 'default',
  [CYCLE_STATUS.running]: 'processing',
  [CYCLE_STATUS.archived]: 'success',
};

/** 考核周期 (docs/product/performance.md, "Cycles and stages"): drafts, launch preview, stages and progress. */
export function CyclesTab() {
  const { t } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  const cycles = useCycles();
  const action = useCycleAction();
  const [editing, setEditing] = useState<CycleRow | null | 'new'>(null);
  const [previewing, setPreviewing] = useState<CycleRow | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  if (cycles.isLoading) return <Spin />;
  if (cycles.error instanceof ApiError) return <Result status="warning" title={cycles.error.message} />;
  const list = cycles.data ?? [];
  const opened =
    list.find((c) => c.id === openId) ?? list.find((c) => c.status === CYCLE_STATUS.running) ?? null;
  const remove = async (cycle: CycleRow) => {
    try {
      await action.mutateAsync({ action: 'delete', id: cycle.id, version: cycle.version });
      toast.success(t('deleted'));
    } catch (error) {
      // The HTTP client has shown the server's message already.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <div className="rl-perf-cycles">
      <Space className="rl-perf-cycles-bar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('create')}
        </Button>
      </Space>
      {list.length === 0 ? (
        <Empty description={t('empty')}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('create')}
          </Button>
        </Empty>
      ) : (
        <div className="rl-perf-cycles-list">
          {list.map((cycle) => (
            <Card
              key={cycle.id}
              size="small"
              className={cycle.id === opened?.id ? 'rl-perf-cycle rl-perf-cycle-open' : 'rl-perf-cycle'}
              onClick={() => setOpenId(cycle.id)}
              title={cycle.name}
              extra={
                <Space size={4} wrap>
                  <Tag color={STATUS_COLORS[cycle.status]}>{t(`status.${cycle.status}`)}</Tag>
                  {cycle.status === CYCLE_STATUS.running && (
                    <Tag color="blue">{t(`stage.${cycle.stage}`)}</Tag>
                  )}
                </Space>
              }
            >
              <Typography.Text type="secondary">
                {t(`period.${cycle.period}`)} · {cycle.periodStart} ~ {cycle.periodEnd} · {cycle.templateName}
              </Typography.Text>
              <div>{t('sheetCount', { count: cycle.sheetCount })}</div>
              {cycle.status === CYCLE_STATUS.draft && (
                <Space wrap style={{ marginTop: 8 }} onClick={(e) => e.stopPropagation()}>
                  <Button size="small" onClick={() => setEditing(cycle)}>
                    {t('edit')}
                  </Button>
                  <Button size="small" type="primary" onClick={() => setPreviewing(cycle)}>
                    {t('launch')}
                  </Button>
                  <Popconfirm title={t('deleteConfirm')} onConfirm={() => void remove(cycle)}>
                    <Button size="small" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              )}
            </Card>
          ))}
        </div>
      )}
      {opened && opened.status !== CYCLE_STATUS.draft && (
        <div className="rl-perf-cycle-progress">
          <Typography.Title level={5}>{opened.name}</Typography.Title>
          <CycleProgressPanel cycle={opened} />
        </div>
      )}
      <CycleDrawer
        open={editing !== null}
        cycle={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      {previewing && <LaunchPreview cycle={previewing} onClose={() => setPreviewing(null)} />}
    </div>
  );
}
