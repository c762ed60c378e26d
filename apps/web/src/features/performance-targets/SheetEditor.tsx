import { SHEET_STATUS, type SheetItem, type TargetSheetDetail } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Progress,
  Space,
  Spin,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { useCheckin, useRemoveItem, useSheet, useSubmitTargets } from './api.ts';
import { ItemDialog } from './ItemDialog.tsx';

const NS = 'performance-targets';
export const STATUS_COLORS: Record<number, string> = {
  [SHEET_STATUS.targetSetting]: 'default',
  [SHEET_STATUS.targetApproval]: 'gold',
  [SHEET_STATUS.executing]: 'processing',
  [SHEET_STATUS.selfReview]: 'cyan',
};

async function attempt(job: () => Promise<unknown>, done: string) {
  try {
    await job();
    toast.success(done);
    return true;
  } catch (error) {
    // The HTTP client has shown the server's message already.
    if (!(error instanceof ApiError)) throw error;
    return false;
  }
}

/** A progress check-in of one target: percent and a note. */
function CheckinDialog({
  sheetId,
  item,
  onClose,
}: {
  sheetId: number;
  item: SheetItem;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ progress: number; note?: string }>();
  const checkin = useCheckin();
  const submit = async () => {
    const v = await form.validateFields();
    const ok = await attempt(
      () => checkin.mutateAsync({ sheetId, itemId: item.id, progress: v.progress, note: v.note ?? '' }),
      t('checkin.saved'),
    );
    if (ok) onClose();
  };
  return (
    <Modal
      open
      title={t('checkin.title', { name: item.name })}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={checkin.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ progress: item.progress }}>
        <Form.Item name="progress" label={t('checkin.progress')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} addonAfter="%" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label={t('checkin.note')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** How one history entry reads: who did what, and for a change after approval the before and after. */
function EventText({ event }: { event: TargetSheetDetail['events'][number] }) {
  const { t } = useTranslation(NS);
  const who = event.actorName ?? t('history.system');
  if (event.kind !== 'targetsChanged')
    return <>{t(`history.${event.kind}`, { who, defaultValue: event.kind })}</>;
  const shown = (side: unknown) => {
    const v = side as { name: string; weight: string; targetText: string } | null;
    return v ? `${v.name}（${v.weight}%）${v.targetText ? `：${v.targetText}` : ''}` : t('history.none');
  };
  return (
    <>
      <Typography.Text strong>{t('history.targetsChanged', { who })}</Typography.Text>
      <div>
        {t('history.before')}：{shown(event.detail.before)}
      </div>
      <div>
        {t('history.after')}：{shown(event.detail.after)}
      </div>
    </>
  );
}

/** One sheet's targets by section with live weight sums, submit, approval status, check-ins and history. */
export function SheetEditor({ sheetId, onClose }: { sheetId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const sheet = useSheet(sheetId);
  const submit = useSubmitTargets();
  const remove = useRemoveItem();
  const [editing, setEditing] = useState<{ section: number; item: SheetItem | null } | null>(null);
  const [checking, setChecking] = useState<SheetItem | null>(null);
  const data = sheet.data;
  const changed = data?.events.filter((e) => e.kind === 'targetsChanged') ?? [];
  return (
    <Drawer
      open
      onClose={onClose}
      size="large"
      title={data ? `${data.staffName} · ${data.cycleName}` : ''}
      destroyOnHidden
    >
      {!data ? (
        sheet.error instanceof ApiError ? (
          <Alert type="error" message={sheet.error.message} />
        ) : (
          <Spin />
        )
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('sheet.status')}>
              <Tag color={STATUS_COLORS[data.status]}>{t(`status.${data.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('sheet.department')}>{data.departmentName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('sheet.reviewers')}>
              {data.reviewers
                .filter((level) => level.relation !== 'self')
                .map((level) => `${t(`relation.${level.relation}`)}：${level.names.join('、') || '—'}`)
                .join('；')}
            </Descriptions.Item>
          </Descriptions>
          {data.status === SHEET_STATUS.targetApproval && (
            <Alert type="info" showIcon message={t('sheet.inApproval')} />
          )}
          {data.status === SHEET_STATUS.targetSetting && data.events[0]?.kind === 'rejected' && (
            <Alert type="warning" showIcon message={t('sheet.rejected')} />
          )}
          {changed.length > 0 && data.role === 'owner' && (
            <Alert
              type="warning"
              showIcon
              message={t('sheet.changedAfterApproval', { count: changed.length })}
            />
          )}
          {data.sections.map((section) => {
            const complete = Number(section.itemWeightSum) === 100;
            return (
              <Card
                key={section.index}
                size="small"
                title={`${section.name}（${t('sheet.sectionWeight', { weight: section.weight })}）`}
                extra={
                  section.kind !== 'review360' && (
                    <Tag color={complete ? 'green' : 'red'} data-testid={`weight-sum-${section.index}`}>
                      {t('sheet.weightSum', { sum: section.itemWeightSum })}
                    </Tag>
                  )
                }
              >
                {section.kind === 'review360' ? (
                  <Typography.Text type="secondary">{t('sheet.review360')}</Typography.Text>
                ) : (
                  <List
                    size="small"
                    dataSource={section.items}
                    locale={{
                      emptyText: (
                        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sheet.noItems')} />
                      ),
                    }}
                    renderItem={(item) => (
                      <List.Item
                        actions={[
                          data.can.editItems && (
                            <Button
                              key="edit"
                              type="link"
                              size="small"
                              onClick={() => setEditing({ section: section.index, item })}
                            >
                              {t('edit')}
                            </Button>
                          ),
                          data.can.editItems && data.status === SHEET_STATUS.targetSetting && (
                            <Popconfirm
                              key="remove"
                              title={t('removeConfirm')}
                              onConfirm={() =>
                                attempt(() => remove.mutateAsync({ sheetId, id: item.id }), t('removed'))
                              }
                            >
                              <Button type="link" size="small" danger>
                                {t('remove')}
                              </Button>
                            </Popconfirm>
                          ),
                          data.can.checkin && (
                            <Button key="checkin" type="link" size="small" onClick={() => setChecking(item)}>
                              {t('checkin.button')}
                            </Button>
                          ),
                        ].filter(Boolean)}
                      >
                        <List.Item.Meta
                          title={
                            <Space wrap size={4}>
                              <span>{item.name}</span>
                              <Tag>{item.weight}%</Tag>
                            </Space>
                          }
                          description={
                            <>
                              {item.targetText && <div>{item.targetText}</div>}
                              {data.status >= SHEET_STATUS.executing && (
                                <Progress percent={item.progress} size="small" />
                              )}
                            </>
                          }
                        />
                      </List.Item>
                    )}
                  />
                )}
                {data.can.editItems && section.kind !== 'review360' && (
                  <Button
                    type="dashed"
                    block
                    onClick={() => setEditing({ section: section.index, item: null })}
                  >
                    {t('addItem')}
                  </Button>
                )}
              </Card>
            );
          })}
          {data.can.submit && (
            <Button
              type="primary"
              block
              loading={submit.isPending}
              onClick={() =>
                attempt(
                  () => submit.mutateAsync({ sheetId, version: data.version }),
                  data.targetApproval ? t('submittedForApproval') : t('submitted'),
                )
              }
            >
              {data.targetApproval ? t('submitForApproval') : t('submit')}
            </Button>
          )}
          <Card size="small" title={t('history.title')}>
            {data.events.length === 0 && data.checkins.length === 0 ? (
              <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
            ) : (
              <Timeline
                items={[
                  ...data.events.map((event) => ({
                    key: `e${event.id}`,
                    at: event.createdAt,
                    children: (
                      <>
                        <EventText event={event} />
                        <div>
                          <Typography.Text type="secondary">
                            {chinaTime(event.createdAt, i18n.language)}
                          </Typography.Text>
                        </div>
                      </>
                    ),
                  })),
                  ...data.checkins.map((c) => ({
                    key: `c${c.id}`,
                    at: c.createdAt,
                    color: 'green',
                    children: (
                      <>
                        {t('history.checkin', { who: c.actorName ?? '', progress: c.progress })}
                        {c.note && `：${c.note}`}
                      </>
                    ),
                  })),
                ]
                  .sort((a, b) => b.at.localeCompare(a.at))
                  .map(({ at: _at, ...item }) => item)}
              />
            )}
          </Card>
        </Space>
      )}
      {editing && data && (
        <ItemDialog
          sheetId={sheetId}
          section={editing.section}
          kind={data.sections[editing.section]!.kind}
          item={editing.item}
          onClose={() => setEditing(null)}
        />
      )}
      {checking && <CheckinDialog sheetId={sheetId} item={checking} onClose={() => setChecking(null)} />}
    </Drawer>
  );
}
