import { CYCLE_PERIODS, type CyclePeriod, type CycleRow, positionResource } from '@renli/contracts';
import { Button, DatePicker, Drawer, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DepartmentTreeSelect, StaffRecordsSelect } from '../../../components/pickers/pickers.tsx';
import { useAllRecords } from '../../../components/resource/hooks.ts';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useCycleTemplates, useSaveCycle } from './api.ts';

interface Values {
  name: string;
  period: CyclePeriod;
  dates: [Dayjs, Dayjs];
  templateId: number;
  departmentIds: number[];
  positionIds: number[];
  staffIds: number[];
  excludeStaffIds: number[];
  employeeTypes: (1 | 2)[];
}

/** Picks several staff members by name, searched on the server (the company's address book). */
function StaffMultiPicker(props: { id?: string; value?: number[]; onChange?: (v: number[]) => void }) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  return <StaffRecordsSelect {...props} placeholder={t('drawer.staffPlaceholder')} />;
}

/** A tree of the company's departments; choosing one covers the departments below it too. */
function DepartmentsPicker(props: { id?: string; value?: number[]; onChange?: (v: number[]) => void }) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  return <DepartmentTreeSelect {...props} placeholder={t('drawer.departmentsPlaceholder')} />;
}

function PositionsPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  const rows = useAllRecords(positionResource, 'sort') as { id: number; name: string }[];
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('drawer.positionsPlaceholder')}
      value={value ?? []}
      onChange={onChange}
      options={rows.map((row) => ({ value: row.id, label: row.name }))}
    />
  );
}

/** Creates or edits a draft cycle: name, period and dates, template, and who it covers. */
export function CycleDrawer({
  cycle,
  open,
  onClose,
}: {
  cycle: CycleRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('performance-process', { keyPrefix: 'cycles' });
  const [form] = Form.useForm<Values>();
  const templates = useCycleTemplates();
  const save = useSaveCycle();
  const initial: Partial<Values> = cycle
    ? {
        name: cycle.name,
        period: cycle.period,
        dates: [dayjs(cycle.periodStart), dayjs(cycle.periodEnd)],
        templateId: cycle.templateId,
        ...cycle.scope,
      }
    : {
        period: 'quarter',
        employeeTypes: [1],
        departmentIds: [],
        positionIds: [],
        staffIds: [],
        excludeStaffIds: [],
      };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        ...(cycle ? { id: cycle.id, version: cycle.version } : {}),
        name: v.name,
        period: v.period,
        periodStart: v.dates[0].format('YYYY-MM-DD'),
        periodEnd: v.dates[1].format('YYYY-MM-DD'),
        templateId: v.templateId,
        scope: {
          departmentIds: v.departmentIds ?? [],
          positionIds: v.positionIds ?? [],
          staffIds: v.staffIds ?? [],
          excludeStaffIds: v.excludeStaffIds ?? [],
          employeeTypes: v.employeeTypes,
        },
        schedule: {},
      });
      toast.success(t('saved'));
      onClose();
    } catch (error) {
      // The HTTP client has shown the server's message already.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <Drawer
      open={open}
      title={cycle ? t('drawer.edit') : t('drawer.create')}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label={t('drawer.name')} rules={[{ required: true, max: 60 }]}>
          <Input placeholder={t('drawer.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="period" label={t('drawer.period')} rules={[{ required: true }]}>
          <Select options={CYCLE_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))} />
        </Form.Item>
        <Form.Item name="dates" label={t('drawer.dates')} rules={[{ required: true }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="templateId" label={t('drawer.template')} rules={[{ required: true }]}>
          <Select
            loading={templates.isLoading}
            placeholder={t('drawer.templatePlaceholder')}
            options={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
            notFoundContent={t('drawer.noTemplates')}
          />
        </Form.Item>
        <Form.Item name="employeeTypes" label={t('drawer.employeeTypes')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            options={[
              { value: 1, label: t('employeeType.1') },
              { value: 2, label: t('employeeType.2') },
            ]}
          />
        </Form.Item>
        <Form.Item name="departmentIds" label={t('drawer.departments')} extra={t('drawer.departmentsHelp')}>
          <DepartmentsPicker />
        </Form.Item>
        <Form.Item name="positionIds" label={t('drawer.positions')}>
          <PositionsPicker />
        </Form.Item>
        <Form.Item name="staffIds" label={t('drawer.staff')}>
          <StaffMultiPicker />
        </Form.Item>
        <Form.Item name="excludeStaffIds" label={t('drawer.exclude')}>
          <StaffMultiPicker />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
