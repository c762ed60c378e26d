import { TAXPAYER_ID } from '@renli/contracts';
import { Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useInvoiceInfo, useSaveInvoiceInfo } from './api.ts';

interface InfoValues {
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
}

/** The company's invoice details; saved with the version read, so a concurrent edit answers 409. */
export function InvoiceInfoCard() {
  const { t } = useTranslation('billing');
  const info = useInvoiceInfo();
  const save = useSaveInvoiceInfo();
  const [form] = Form.useForm<InfoValues>();

  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data);
  }, [info.data, form]);

  const submit = async (values: InfoValues) => {
    try {
      await save.mutateAsync({ ...values, version: info.data?.version ?? 0 });
      toast.success(t('invoice.infoSaved'));
    } catch (error) {
      showFormError(form, error);
      // A 409 means someone saved first: show their version so the edit can be redone on it.
      void info.refetch();
    }
  };

  return (
    <Card title={t('invoice.infoTitle')} variant="borderless">
      <Form<InfoValues>
        form={form}
        labelCol={{ flex: '140px' }}
        style={{ maxWidth: 640 }}
        onFinish={submit}
        initialValues={{ address: '', phone: '', bank: '', bankAccount: '' }}
      >
        <Form.Item
          name="title"
          label={t('invoice.title')}
          rules={[
            { required: true, whitespace: true, message: t('invoice.titleRequired') },
            { max: 100, message: t('invoice.tooLong', { max: 100 }) },
          ]}
        >
          <Input data-testid="invoice-title" />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label={t('invoice.taxNo')}
          normalize={(v: string) => v.toUpperCase()}
          rules={[
            { required: true, message: t('invoice.taxNoRequired') },
            { pattern: TAXPAYER_ID, message: t('invoice.taxNoInvalid') },
          ]}
        >
          <Input data-testid="invoice-taxno" />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('invoice.address')}
          rules={[{ max: 200, message: t('invoice.tooLong', { max: 200 }) }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('invoice.phone')}
          rules={[{ pattern: /^[\d\-+() ]*$/, message: t('invoice.phoneInvalid') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="bank"
          label={t('invoice.bank')}
          rules={[{ max: 100, message: t('invoice.tooLong', { max: 100 }) }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="bankAccount"
          label={t('invoice.bankAccount')}
          rules={[{ pattern: /^[\d ]*$/, message: t('invoice.bankAccountInvalid') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="invoice-save">
            {t('invoice.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
