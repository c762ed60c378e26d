import type { ContributionKind, MonthView } from '@renli/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../../components/resource/pickers.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useMonthChange } from '../api.ts';
import { itemsOf, signedMoneyRule } from '../kind.ts';
import { MonthField } from '../schemes/MonthField.tsx';

type Item = MonthView['totals'][number]['item'];
interface Values {
  staffId: number;
  forMonth: string;
  item: Item;
  company: string;
  personal: string;
  reason: string;
}

/**
 * 补缴 (a person's contributions for an earlier month, by that month's scheme version) or 调整 (signed
 * employer and employee amounts of one item with a reason), booked in the month on screen.
 */
export function BookDialog({
  kind,
  month,
  book,
  onClose,
}: {
  kind: ContributionKind;
  month: string;
  book: 'backPay' | 'adjust';
  onClose: () => void;
}) {
  const { t } = useTranslation('salary-insurance');
  const [form] = Form.useForm<Values>();
  const change = useMonthChange({ kind, month });
  const StaffPicker = pickerFor('staff');
  const required = { required: true, message: t('form.required') };

  const submit = async ({ staffId, forMonth, item, company, personal, reason }: Values) => {
    try {
      await change.mutateAsync(
        book === 'backPay'
          ? { action: 'backPay', staffId, forMonth, reason: reason ?? '' }
          : { action: 'adjust', staffId, item, company, personal, reason },
      );
      toast.success(t(`book.${book}Done`));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  const money = [required, signedMoneyRule(t('form.signedMoney'))];
  return (
    <Modal
      open
      title={t(`book.${book}`)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: change.isPending }}
      width="min(520px, 100vw)"
      destroyOnHidden
    >
      <p className="insurance-muted">{t(`book.${book}Help`, { month })}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ item: itemsOf(kind)[0], company: '0', personal: '0', reason: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Suspense fallback={<Select loading />}>
          {/* Form.Item gives value and onChange to its direct child: the picker, not the Suspense. */}
          <Form.Item name="staffId" label={t('book.staff')} rules={[required]}>
            {StaffPicker ? <StaffPicker placeholder={t('enrolment.staffPick')} /> : <Select disabled />}
          </Form.Item>
        </Suspense>
        {book === 'backPay' ? (
          <Form.Item
            name="forMonth"
            label={t('book.forMonth')}
            rules={[
              required,
              {
                validator: (_, value: string | undefined) =>
                  !value || value < month ? Promise.resolve() : Promise.reject(new Error(t('book.earlier'))),
              },
            ]}
          >
            <MonthField />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="item" label={t('scheme.item')} rules={[required]}>
              <Select options={itemsOf(kind).map((item) => ({ value: item, label: t(`items.${item}`) }))} />
            </Form.Item>
            <div className="insurance-pair">
              <Form.Item name="company" label={t('month.company')} rules={money} extra={t('book.signed')}>
                <Input inputMode="decimal" suffix={t('yuan')} />
              </Form.Item>
              <Form.Item name="personal" label={t('month.personal')} rules={money}>
                <Input inputMode="decimal" suffix={t('yuan')} />
              </Form.Item>
            </div>
          </>
        )}
        <Form.Item
          name="reason"
          label={t('book.reason')}
          rules={book === 'adjust' ? [{ ...required, whitespace: true }] : []}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
