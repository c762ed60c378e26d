import { STAFF_CHANGE_TEXT_MAX } from '@renli/contracts';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../lib/china-today.ts';
import { useApplyOfficial } from './my-requests-api.ts';
import { SendDialog } from './SendDialog.tsx';

interface Values {
  effectiveDate: Dayjs;
  evaluation?: string;
}

/**
 * 申请转正: an employee on probation asks for it with a self-evaluation; the date starts at the end
 * of their probation, as HR's 办理转正 does (docs/product/staff.md, "转正, 调动 and 离职").
 */
export function ApplyOfficialDialog({
  probationEnd,
  onClose,
}: {
  probationEnd: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const apply = useApplyOfficial();
  return (
    <SendDialog
      form={form}
      title={t('staff-archives:apply.official')}
      hint={t('staff-archives:apply.officialHint')}
      okText={t('staff-archives:apply.submit')}
      sent={t('staff-archives:apply.sent')}
      pending={apply.isPending}
      send={(values) =>
        apply.mutateAsync({
          effectiveDate: values.effectiveDate.format('YYYY-MM-DD'),
          evaluation: values.evaluation?.trim() || null,
        })
      }
      onClose={onClose}
      initialValues={{ effectiveDate: dayjs(probationEnd ?? chinaToday()) }}
    >
      <Form.Item
        name="effectiveDate"
        label={t('staff-archives:apply.officialDate')}
        rules={[{ required: true, message: t('staff-archives:apply.officialDateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="evaluation" label={t('staff-archives:apply.evaluation')}>
        <Input.TextArea autoSize={{ minRows: 3 }} count={{ show: true, max: STAFF_CHANGE_TEXT_MAX }} />
      </Form.Item>
    </SendDialog>
  );
}
