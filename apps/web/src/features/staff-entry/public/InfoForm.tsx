import type { ArchiveInfo, EntryInfoForm } from '@renli/contracts';
import type { FormInstance } from 'antd';
import { Button, Card, Form, Input, Popconfirm, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { saveInfo } from '../api.ts';
import { optionsOf } from '../info-options.ts';
import { DayInput } from './DayInput.tsx';
import { DocumentsField } from './DocumentsField.tsx';
import { factsOfIdNumber, formPathOf, toArchiveInfo } from './info-values.ts';
import { RowsSection } from './RowsSection.tsx';

/** The server's field messages on the inputs they name; anything else as a toast. */
function showErrors(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  if (error.fields.length === 0) {
    toast.error(error.message);
    return;
  }
  form.setFields(error.fields.map((f) => ({ name: formPathOf(f.field), errors: [f.message] })));
  form.scrollToField(formPathOf(error.fields[0]!.field));
}

interface Props {
  token: string;
  data: EntryInfoForm;
  onSubmitted: () => void;
}

/**
 * The registration form's sections (基本信息 … 材料上传), one column: the identity number fills in
 * birth date and sex; 保存 keeps a draft, 提交 hands it to HR.
 */
export function InfoForm({ token, data, onSubmitted }: Props) {
  const { t } = useTranslation('staff-entry');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const idNumber = Form.useWatch('idNumber', form);
  const fromId = factsOfIdNumber(idNumber, dayjs().format('YYYY-MM-DD'));
  const text = (name: string, max: number, extra: object = {}) => (
    <Form.Item name={name} label={t(`field.${name}`)} {...extra}>
      <Input maxLength={max} />
    </Form.Item>
  );
  const select = (name: string, list: Parameters<typeof optionsOf>[1], label = name) => (
    <Form.Item name={name} label={t(`field.${label}`)}>
      <Select allowClear options={optionsOf(t, list)} />
    </Form.Item>
  );

  const send = async (submit: boolean) => {
    setBusy(submit ? 'submit' : 'save');
    try {
      await saveInfo(token, toArchiveInfo(form.getFieldsValue(true)), submit);
      if (submit) onSubmitted();
      else toast.success(t('form.saved'));
    } catch (error) {
      showErrors(form, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={data.info as ArchiveInfo}
      onValuesChange={(changed) => {
        const facts =
          'idNumber' in changed ? factsOfIdNumber(changed.idNumber, dayjs().format('YYYY-MM-DD')) : null;
        if (facts) form.setFieldsValue(facts);
      }}
    >
      <Card size="small" title={t('section.basic')} className="staff-info-section">
        {text('idNumber', 18, { extra: t('form.idHint') })}
        <Form.Item name="sex" label={t('field.sex')}>
          <Select allowClear options={optionsOf(t, 'sex')} disabled={Boolean(fromId)} />
        </Form.Item>
        <Form.Item name="birthDate" label={t('field.birthDate')}>
          <DayInput disabled={Boolean(fromId)} />
        </Form.Item>
        {text('nationality', 30)}
        {text('ethnicity', 20)}
        {select('hukouType', 'hukouType')}
        {text('hukouAddress', 100)}
        {select('politicalStatus', 'politicalStatus')}
        {select('maritalStatus', 'maritalStatus')}
      </Card>
      <Card size="small" title={t('section.contact')} className="staff-info-section">
        <Form.Item name="personalEmail" label={t('field.personalEmail')}>
          <Input type="email" inputMode="email" maxLength={100} />
        </Form.Item>
        {text('currentAddress', 100)}
      </Card>
      <RowsSection
        name="emergencyContacts"
        title={t('section.emergency')}
        row={(i) => (
          <>
            <Form.Item name={[i, 'name']} label={t('field.contactName')} rules={[{ required: true }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name={[i, 'relation']} label={t('field.relation')} rules={[{ required: true }]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name={[i, 'phone']} label={t('field.phone')} rules={[{ required: true }]}>
              <Input maxLength={20} inputMode="tel" />
            </Form.Item>
          </>
        )}
      />
      <RowsSection
        name="education"
        title={t('section.education')}
        row={(i) => (
          <>
            <Form.Item name={[i, 'school']} label={t('field.school')} rules={[{ required: true }]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name={[i, 'major']} label={t('field.major')}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name={[i, 'level']} label={t('field.level')} rules={[{ required: true }]}>
              <Select options={optionsOf(t, 'level')} />
            </Form.Item>
            <Form.Item name={[i, 'from']} label={t('field.from')}>
              <DayInput />
            </Form.Item>
            <Form.Item name={[i, 'to']} label={t('field.to')}>
              <DayInput />
            </Form.Item>
            <Form.Item name={[i, 'fullTime']} label={t('field.fullTime')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      />
      <RowsSection
        name="workHistory"
        title={t('section.work')}
        row={(i) => (
          <>
            <Form.Item name={[i, 'company']} label={t('field.company')} rules={[{ required: true }]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name={[i, 'position']} label={t('field.position')}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name={[i, 'from']} label={t('field.from')}>
              <DayInput />
            </Form.Item>
            <Form.Item name={[i, 'to']} label={t('field.to')}>
              <DayInput />
            </Form.Item>
            <Form.Item name={[i, 'leaveReason']} label={t('field.leaveReason')}>
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
      />
      <Card size="small" title={t('section.bank')} className="staff-info-section">
        {text('bankName', 50)}
        <Form.Item name="bankAccount" label={t('field.bankAccount')}>
          <Input maxLength={30} inputMode="numeric" />
        </Form.Item>
      </Card>
      <Card size="small" title={t('section.accounts')} className="staff-info-section">
        {text('socialSecurityNo', 30)}
        {text('housingFundNo', 30)}
      </Card>
      <Card size="small" title={t('section.documents')} className="staff-info-section">
        <Form.Item name="documents" noStyle>
          <DocumentsField token={token} />
        </Form.Item>
      </Card>
      <div className="staff-info-actions">
        <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => void send(false)}>
          {t('form.save')}
        </Button>
        <Popconfirm title={t('form.submitConfirm')} onConfirm={() => send(true)}>
          <Button type="primary" loading={busy === 'submit'} disabled={busy !== null}>
            {t('form.submit')}
          </Button>
        </Popconfirm>
      </div>
    </Form>
  );
}
