import {
  ARCHIVE_REASON_LABELS,
  ARCHIVE_REASONS,
  type ArchiveReason,
  type ArchiveRow,
  labelIn,
} from '@renli/contracts';
import {
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useArchiveHistory, useCancelVersion, useGroups, useItems, useSaveArchive } from './api.ts';

interface Values {
  groupId: number;
  effectiveFrom: Dayjs;
  reason: ArchiveReason;
  note?: string;
  amounts: Record<string, string>;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const yuan = (value: string) => `¥${Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`;

/** 定薪 / 调薪 for one staff member: group, day, reason and the group's fixed amounts; the history below. */
export function ArchiveDrawer({ row, onClose }: { row: ArchiveRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('salary-wage');
  const [form] = Form.useForm<Values>();
  const groups = useGroups();
  const items = useItems();
  const history = useArchiveHistory(row.staffId);
  const save = useSaveArchive();
  const cancel = useCancelVersion();
  const ofType = (groups.data?.list ?? []).filter((g) => g.employeeType === row.employeeType);
  const groupId = Form.useWatch('groupId', form) ?? row.groupId ?? ofType[0]?.id;
  const group = ofType.find((g) => g.id === groupId);
  const fixed = (items.data?.list ?? []).filter(
    (i) => i.source === 'fixed' && group?.items.some((entry) => entry.code === i.code),
  );
  const nameOf = new Map((items.data?.list ?? []).map((i) => [i.code, i.name]));
  const first = row.current === null;

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        staffId: row.staffId,
        groupId: values.groupId,
        effectiveFrom: values.effectiveFrom.format('YYYY-MM-DD'),
        reason: values.reason,
        note: values.note,
        amounts: Object.fromEntries(
          Object.entries(values.amounts ?? {}).filter(([code, v]) => v && fixed.some((i) => i.code === code)),
        ),
      });
      toast.success(t('archive.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Drawer
      open
      size={560}
      onClose={onClose}
      title={t(first ? 'archive.setTitle' : 'archive.changeTitle', { name: row.staffName })}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          groupId: row.groupId ?? ofType[0]?.id,
          effectiveFrom: dayjs(chinaToday()),
          reason: first ? 'set' : 'raise',
          amounts: row.current?.amounts ?? {},
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="groupId" label={t('archive.group')} rules={[{ required: true }]}>
          <Select
            aria-label={t('archive.group')}
            options={ofType.map((g) => ({ value: g.id, label: g.name }))}
            notFoundContent={t('archive.noGroup')}
          />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('archive.effectiveFrom')} extra={t('archive.effectiveHelp')}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="reason" label={t('archive.reason')}>
          <Select
            options={ARCHIVE_REASONS.map((value) => ({
              value,
              label: labelIn(ARCHIVE_REASON_LABELS[value], i18n.language),
            }))}
          />
        </Form.Item>
        {fixed.map((item) => (
          <Form.Item
            key={item.code}
            name={['amounts', item.code]}
            label={item.name}
            rules={[{ pattern: AMOUNT, message: t('archive.amountRule') }]}
          >
            <Input inputMode="decimal" prefix="¥" aria-label={item.name} />
          </Form.Item>
        ))}
        <Form.Item name="note" label={t('archive.note')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('archive.history')}</Typography.Title>
      {history.data?.versions.length ? (
        <Timeline
          items={history.data.versions.map((v) => ({
            key: v.id,
            color: v.pending ? 'blue' : 'green',
            content: (
              <div>
                <Space wrap size={4}>
                  <strong>{v.effectiveFrom}</strong>
                  <Tag>{labelIn(ARCHIVE_REASON_LABELS[v.reason], i18n.language)}</Tag>
                  {v.pending && <Tag color="blue">{t('archive.pending')}</Tag>}
                  <span className="salary-wage-amounts">{yuan(v.total)}</span>
                </Space>
                <div>
                  {Object.entries(v.amounts)
                    .map(([code, amount]) => `${nameOf.get(code) ?? code} ${yuan(amount)}`)
                    .join('；')}
                </div>
                <Typography.Text type="secondary">
                  {[v.by, v.note].filter(Boolean).join(' · ')}
                </Typography.Text>
                {v.pending && (
                  <Popconfirm
                    title={t('archive.cancelConfirm')}
                    onConfirm={() =>
                      cancel.mutateAsync(v.id).then(
                        () => undefined,
                        () => undefined,
                      )
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('archive.cancel')}
                    </Button>
                  </Popconfirm>
                )}
              </div>
            ),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">{t('archive.noHistory')}</Typography.Text>
      )}
    </Drawer>
  );
}
