import type { ContributionKind, Enrolment } from '@renli/contracts';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../../components/resource/pickers.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useEnrolmentSave, useSchemes } from '../api.ts';
import { amountRule, nextMonth, thisMonth } from '../kind.ts';
import { MonthField } from '../schemes/MonthField.tsx';

interface Values {
  staffId: number;
  schemeId: number;
  base: string;
  startMonth: string;
  stopMonth: string | null;
  accountNo: string;
}

/**
 * 新增参保 / 编辑 (and 停缴: the same form, its stop month to fill): one person's enrolment; the server
 * refuses a second open one of the kind with who and since when.
 */
export function EnrolmentDrawer({
  kind,
  enrolment,
  stopping = false,
  onClose,
}: {
  kind: ContributionKind;
  /** Absent: a new enrolment. */
  enrolment?: Enrolment;
  stopping?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('salary-insurance');
  const [form] = Form.useForm<Values>();
  const save = useEnrolmentSave();
  const schemes = useSchemes(kind);
  const StaffPicker = pickerFor('staff');

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        ...(enrolment ? { id: enrolment.id, version: enrolment.version } : {}),
        kind,
        ...values,
        // Editing shows the person without a field: they stay who they were.
        staffId: enrolment?.staffId ?? values.staffId,
        stopMonth: values.stopMonth || null,
        accountNo: values.accountNo ?? '',
      });
      toast.success(t(stopping ? 'enrolment.stopped' : 'enrolment.saved'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  const required = { required: true, message: t('form.required') };
  const initial: Partial<Values> = enrolment
    ? {
        staffId: enrolment.staffId,
        schemeId: enrolment.schemeId,
        base: enrolment.base,
        startMonth: enrolment.startMonth,
        // 停缴 offers next month: the first month no longer paid.
        stopMonth: enrolment.stopMonth ?? (stopping ? nextMonth(thisMonth()) : null),
        accountNo: enrolment.accountNo,
      }
    : { startMonth: thisMonth(), stopMonth: null, accountNo: '' };
  let title = t('enrolment.create');
  if (enrolment)
    title = t(stopping ? 'enrolment.stopTitle' : 'enrolment.editTitle', { name: enrolment.staffName });

  return (
    <Drawer
      open
      size="min(560px, 100vw)"
      onClose={onClose}
      title={title}
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
        initialValues={initial}
        onFinish={(values) => void submit(values)}
      >
        {enrolment ? (
          <Form.Item label={t('enrolment.staff')}>
            <Input disabled value={[enrolment.staffName, enrolment.jobNo].filter(Boolean).join(' · ')} />
          </Form.Item>
        ) : (
          <Suspense fallback={<Select loading />}>
            {/* Form.Item gives value and onChange to its direct child: the picker, not the Suspense. */}
            <Form.Item name="staffId" label={t('enrolment.staff')} rules={[required]}>
              {StaffPicker ? <StaffPicker placeholder={t('enrolment.staffPick')} /> : <Select disabled />}
            </Form.Item>
          </Suspense>
        )}
        <Form.Item name="schemeId" label={t('enrolment.scheme')} rules={[required]}>
          <Select
            disabled={stopping}
            loading={schemes.isFetching}
            options={(schemes.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item
          name="base"
          label={t('enrolment.base')}
          rules={[required, amountRule(t('form.amount'))]}
          extra={t('enrolment.baseHelp')}
        >
          <Input inputMode="decimal" suffix={t('yuan')} disabled={stopping} />
        </Form.Item>
        <Form.Item name="startMonth" label={t('enrolment.startMonth')} rules={[required]}>
          <MonthField />
        </Form.Item>
        <Form.Item
          name="stopMonth"
          label={t('enrolment.stopMonth')}
          extra={t('enrolment.stopHelp')}
          rules={stopping ? [required] : []}
        >
          <MonthField allowClear />
        </Form.Item>
        <Form.Item name="accountNo" label={t('enrolment.accountNo')}>
          <Input maxLength={40} disabled={stopping} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
