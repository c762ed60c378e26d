import type { AttendanceSettings } from '@renli/contracts';
import { Button, DatePicker, Form, InputNumber, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveSettings, useSettings } from '../api.ts';

interface Values {
  missedPunchMonthlyLimit: number;
  compensatoryRatio: string;
  compensatoryExpiryMonths: number;
  carryOver: boolean;
  carryOverUntil: Dayjs | null;
}

/** A leap year, so 02-29 can be picked as a day of any year. */
const YEAR = '2000';

const toValues = (s: AttendanceSettings): Values => ({
  missedPunchMonthlyLimit: s.missedPunchMonthlyLimit,
  compensatoryRatio: s.compensatoryRatio,
  compensatoryExpiryMonths: s.compensatoryExpiryMonths,
  carryOver: s.annualCarryOverUntil !== null,
  carryOverUntil: dayjs(`${YEAR}-${s.annualCarryOverUntil ?? '03-31'}`),
});

/** 考勤设置: the company's 补卡 limit, overtime to compensatory leave, annual-leave carry-over. */
export function SettingsTab() {
  const { t } = useTranslation('attendance-setting');
  const state = useSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<Values>();
  const carryOver = Form.useWatch('carryOver', form);
  if (!state.data) return <Spin />;
  const { version } = state.data;
  const submit = async (values: Values) => {
    await save.mutateAsync({
      version,
      settings: {
        missedPunchMonthlyLimit: values.missedPunchMonthlyLimit,
        compensatoryRatio: String(values.compensatoryRatio),
        compensatoryExpiryMonths: values.compensatoryExpiryMonths,
        annualCarryOverUntil:
          values.carryOver && values.carryOverUntil ? values.carryOverUntil.format('MM-DD') : null,
      },
    });
    toast.success(t('settings.saved'));
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="att-setting-form"
      key={version}
      initialValues={toValues(state.data.settings)}
      onFinish={(values) => void submit(values).catch(() => undefined)}
    >
      <Form.Item
        name="missedPunchMonthlyLimit"
        label={t('settings.missedPunch')}
        extra={t('settings.missedPunchHelp')}
      >
        <InputNumber min={0} max={31} precision={0} suffix={t('settings.times')} />
      </Form.Item>
      <Form.Item name="compensatoryRatio" label={t('settings.ratio')} extra={t('settings.ratioHelp')}>
        <InputNumber<string> stringMode min="1" max="99.99" step="0.5" precision={2} />
      </Form.Item>
      <Form.Item
        name="compensatoryExpiryMonths"
        label={t('settings.expiry')}
        extra={t('settings.expiryHelp')}
      >
        <InputNumber min={0} max={24} precision={0} suffix={t('settings.months')} />
      </Form.Item>
      <Form.Item
        name="carryOver"
        label={t('settings.carryOver')}
        valuePropName="checked"
        extra={t('settings.carryOverHelp')}
      >
        <Switch />
      </Form.Item>
      {carryOver && (
        <Form.Item name="carryOverUntil" label={t('settings.carryOverUntil')}>
          <DatePicker format="MM-DD" allowClear={false} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}
