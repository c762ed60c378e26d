import { DeleteOutlined } from '@ant-design/icons';
import { RATER_RELATIONS, RATER_STATUS, type RaterRelation } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../components/resource/pickers.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { useMySheets, useRaterActions, useRaters } from './api.ts';

const STATUS_COLORS: Record<number, string> = {
  [RATER_STATUS.draft]: 'default',
  [RATER_STATUS.pending]: 'gold',
  [RATER_STATUS.submitted]: 'green',
};

/** Runs a mutation and shows the server's message when it refuses. */
async function attempt(work: () => Promise<unknown>, done?: string) {
  try {
    await work();
    if (done) toast.success(done);
    return true;
  } catch (error) {
    if (error instanceof ApiError) toast.error(error.message);
    else throw error;
    return false;
  }
}

type AddValues = { relation: RaterRelation; staffId?: number; name?: string; mobile?: string };

/** The add form: a colleague from the staff picker, or an external person by name and mobile. */
function AddRater({ sheetId }: { sheetId: number }) {
  const { t } = useTranslation('performance-360');
  const [form] = Form.useForm<AddValues>();
  const relation = Form.useWatch('relation', form) ?? 'peer';
  const { add } = useRaterActions();
  const StaffPicker = pickerFor('staff');
  const submit = async (values: AddValues) => {
    const body =
      values.relation === 'external'
        ? { sheetId, relation: 'external' as const, name: values.name ?? '', mobile: values.mobile ?? '' }
        : { sheetId, relation: values.relation, staffId: Number(values.staffId) };
    if (await attempt(() => add.mutateAsync(body), t('added')))
      form.resetFields(['staffId', 'name', 'mobile']);
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ relation: 'peer' }} onFinish={(v) => void submit(v)}>
      <Form.Item name="relation" label={t('relationLabel')}>
        <Select options={RATER_RELATIONS.map((r) => ({ value: r, label: t(`relation.${r}`) }))} />
      </Form.Item>
      {relation === 'external' ? (
        <>
          <Form.Item
            name="name"
            label={t('externalName')}
            rules={[{ required: true, max: 30, message: t('nameRequired') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label={t('externalMobile')}
            rules={[{ required: true, pattern: /^1\d{10}$/, message: t('mobileFormat') }]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="staffId"
          label={t('colleague')}
          rules={[{ required: true, message: t('colleagueRequired') }]}
        >
          {StaffPicker ? (
            <Suspense fallback={<Spin size="small" />}>
              <StaffPicker />
            </Suspense>
          ) : (
            <Input disabled />
          )}
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t('add')}
      </Button>
    </Form>
  );
}

/** One sheet's raters, with the template's minimums shown; add, remove, send and remind. */
export function RatersPanel({ sheetId }: { sheetId: number }) {
  const { t } = useTranslation('performance-360');
  const raters = useRaters(sheetId);
  const { remove, send, remind } = useRaterActions();
  const [links, setLinks] = useState<{ name: string; token: string }[]>([]);

  const data = raters.data;
  const count = (relation: RaterRelation) => data?.raters.filter((r) => r.relation === relation).length ?? 0;
  const drafts = data?.raters.filter((r) => r.status === RATER_STATUS.draft).length ?? 0;
  const pending = data?.raters.filter((r) => r.status === RATER_STATUS.pending).length ?? 0;

  const sendAll = async () => {
    await attempt(async () => {
      const result = await send.mutateAsync(sheetId);
      setLinks(result.links);
      toast.success(t('sent', { count: result.sent }));
    });
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Card size="small" title={t('minimums', { cycle: data.cycleName })}>
            <Space wrap>
              {RATER_RELATIONS.map((relation) => (
                <Tag key={relation} color={count(relation) >= data.minimums[relation] ? 'green' : 'orange'}>
                  {t('minimum', {
                    relation: t(`relation.${relation}`),
                    min: data.minimums[relation],
                    count: count(relation),
                  })}
                </Tag>
              ))}
            </Space>
          </Card>
          <div className="perf-360-raters">
            <Card size="small" title={t('raters')}>
              <List
                dataSource={data.raters}
                locale={{ emptyText: t('noRaters') }}
                renderItem={(rater) => (
                  <List.Item
                    actions={
                      data.canManage && rater.status !== RATER_STATUS.submitted
                        ? [
                            <Popconfirm
                              key="remove"
                              title={t('removeConfirm', { name: rater.name })}
                              onConfirm={() => void attempt(() => remove.mutateAsync(rater.id))}
                            >
                              <Button
                                type="text"
                                size="small"
                                icon={<DeleteOutlined />}
                                aria-label={t('remove', { name: rater.name })}
                              />
                            </Popconfirm>,
                          ]
                        : []
                    }
                  >
                    <List.Item.Meta
                      title={rater.name}
                      description={[t(`relation.${rater.relation}`), rater.mobile]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                    <Tag color={STATUS_COLORS[rater.status]}>{t(`status.${rater.status}`)}</Tag>
                  </List.Item>
                )}
              />
              {data.canManage && (
                <Space wrap style={{ marginTop: 12 }}>
                  <Button
                    type="primary"
                    disabled={drafts === 0}
                    loading={send.isPending}
                    onClick={() => void sendAll()}
                  >
                    {t('send', { count: drafts })}
                  </Button>
                  <Button
                    disabled={pending === 0}
                    loading={remind.isPending}
                    onClick={() => void attempt(() => remind.mutateAsync(data.sheetId), t('reminded'))}
                  >
                    {t('remind')}
                  </Button>
                </Space>
              )}
            </Card>
            {data.canManage && (
              <Card size="small" title={t('addTitle')}>
                <AddRater sheetId={data.sheetId} />
              </Card>
            )}
          </div>
        </>
      )}
      <Modal open={links.length > 0} title={t('linksTitle')} onCancel={() => setLinks([])} footer={null}>
        <Alert type="info" showIcon message={t('linksHint')} style={{ marginBottom: 12 }} />
        {links.map((link) => (
          <div key={link.token}>
            <Typography.Text strong>{link.name}</Typography.Text>
            <Typography.Paragraph
              copyable
            >{`${window.location.origin}/#/performance/360/answer?token=${link.token}`}</Typography.Paragraph>
          </div>
        ))}
      </Modal>
    </Space>
  );
}

/** 我的评估人: the raters of one's own sheets with a 360 section. */
export function MyRaters() {
  const { t } = useTranslation('performance-360');
  const sheets = useMySheets();
  const [picked, setPicked] = useState<number | null>(null);
  const sheetId = picked ?? sheets.data?.list[0]?.sheetId ?? null;
  if (!sheets.data) return <Spin />;
  if (sheetId === null) return <Empty description={t('noSheets')} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {sheets.data.list.length > 1 && (
        <Select
          aria-label={t('sheet')}
          value={sheetId}
          onChange={setPicked}
          options={sheets.data.list.map((s) => ({
            value: s.sheetId,
            label: `${s.cycleName} · ${s.staffName}`,
          }))}
          style={{ width: '100%', maxWidth: 420 }}
        />
      )}
      <RatersPanel sheetId={sheetId} />
    </Space>
  );
}
