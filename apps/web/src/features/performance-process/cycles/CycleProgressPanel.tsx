import { CYCLE_STAGES, CYCLE_STATUS, type CycleRow } from '@renli/contracts';
import { Button, Card, Empty, Grid, Popconfirm, Progress, Space, Steps, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useCycleAction, useProgress, useUrge } from './api.ts';

const STAGES = CYCLE_STAGES.filter((stage) => stage !== 'archived');

/** A running cycle: the stage bar with 进入下一阶段, completion per department, and the laggards to urge. */
export function CycleProgressPanel({ cycle }: { cycle: CycleRow }) {
  const { t, i18n } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  const wide = Grid.useBreakpoint().md !== false;
  const progress = useProgress(cycle.id);
  const action = useCycleAction();
  const urge = useUrge();
  const run = async (job: () => Promise<unknown>, done: string) => {
    try {
      await job();
      toast.success(done);
    } catch (error) {
      // The HTTP client has shown the server's message already.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  const urgeSome = (sheetIds?: number[]) =>
    run(async () => {
      const result = await urge.mutateAsync({ id: cycle.id, ...(sheetIds ? { sheetIds } : {}) });
      toast.info(t('progress.urged', result));
    }, t('progress.urgeDone'));
  const laggards = progress.data?.laggards ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Steps
          size="small"
          direction={wide ? 'horizontal' : 'vertical'}
          current={STAGES.indexOf(cycle.stage as (typeof STAGES)[number])}
          items={STAGES.map((stage) => ({
            title: t(`stage.${stage}`),
            description: cycle.schedule[stage]
              ? t('progress.deadline', { date: cycle.schedule[stage] })
              : undefined,
          }))}
        />
        {cycle.status === CYCLE_STATUS.running && !cycle.nextStage && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            <Link to="/performance/performanceappraisal/calibration">{t('progress.appraisalNext')}</Link>
          </Typography.Paragraph>
        )}
        {cycle.nextStage && (
          <Popconfirm
            title={t('progress.openConfirm', { stage: t(`stage.${cycle.nextStage}`) })}
            onConfirm={() =>
              run(
                () => action.mutateAsync({ action: 'openStage', id: cycle.id, version: cycle.version }),
                t('progress.opened'),
              )
            }
          >
            <Button type="primary" style={{ marginTop: 12 }} loading={action.isPending}>
              {t('progress.next')}
            </Button>
          </Popconfirm>
        )}
      </Card>
      <Card size="small" title={t('progress.byDepartment')}>
        <Table
          size="small"
          rowKey={(row) => String(row.departmentId)}
          loading={progress.isLoading}
          dataSource={progress.data?.departments ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('progress.department'), dataIndex: 'departmentName' },
            { title: t('progress.total'), dataIndex: 'total' },
            {
              title: t('progress.done'),
              render: (_, row) => (
                <Progress
                  percent={row.total === 0 ? 0 : Math.round((row.done * 100) / row.total)}
                  size="small"
                  style={{ minWidth: 120 }}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('progress.laggards', { count: laggards.length })}
        extra={
          laggards.length > 0 && (
            <Button onClick={() => void urgeSome()} loading={urge.isPending}>
              {t('progress.urgeAll')}
            </Button>
          )
        }
      >
        {laggards.length === 0 ? (
          <Empty description={t('progress.allDone')} />
        ) : (
          <Table
            size="small"
            rowKey="sheetId"
            dataSource={laggards}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('progress.person'), dataIndex: 'staffName' },
              { title: t('progress.department'), dataIndex: 'departmentName' },
              {
                title: t('progress.waiting'),
                dataIndex: 'waitingFor',
                render: (text: string) => <Tag>{text}</Tag>,
              },
              {
                title: t('progress.lastUrged'),
                dataIndex: 'lastUrgedAt',
                render: (at: string | null) =>
                  at ? chinaTime(at, i18n.language) : <Typography.Text type="secondary">—</Typography.Text>,
              },
              {
                title: t('actions'),
                render: (_, row) => (
                  <Button size="small" type="link" onClick={() => void urgeSome([row.sheetId])}>
                    {t('progress.urge')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
