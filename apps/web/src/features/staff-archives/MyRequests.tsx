import { labelIn, type StaffChange, staffChangeDateLabel, staffChangeResource } from '@renli/contracts';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyChanges } from './my-requests-api.ts';

const KINDS = staffChangeResource.fields.kind.options;
const STAGES = staffChangeResource.fields.stage.options;

/** One request: its kind, its date by the kind's name (转正日期, 最后工作日), and its stage. */
function RequestItem({ change }: { change: StaffChange }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const kind = KINDS.find((o) => o.value === change.kind);
  const stage = STAGES.find((o) => o.value === change.stage);
  return (
    <List.Item data-testid="my-request">
      <Space wrap size={[8, 4]}>
        <Typography.Text strong>{kind ? labelIn(kind.label, lang) : change.kind}</Typography.Text>
        <Typography.Text type="secondary">
          {t('staff-archives:apply.dateOf', {
            label: labelIn(staffChangeDateLabel(change.kind), lang),
            date: change.effectiveDate,
          })}
        </Typography.Text>
        {stage && <Tag color={stage.color}>{labelIn(stage.label, lang)}</Tag>}
      </Space>
    </List.Item>
  );
}

/** 我的申请: the caller's own 转正 and 离职 requests, newest first (`GET /staffChange/mine`). */
export function MyRequests() {
  const { t } = useTranslation();
  const mine = useMyChanges();
  return (
    <Card size="small" title={t('staff-archives:apply.mine')} loading={mine.isPending}>
      {mine.data && mine.data.length > 0 ? (
        <List dataSource={mine.data} rowKey="id" renderItem={(change) => <RequestItem change={change} />} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff-archives:apply.none')} />
      )}
    </Card>
  );
}
