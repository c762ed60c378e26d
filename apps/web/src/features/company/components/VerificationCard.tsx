import { type AttestationSave, AttestStatus, type CompanyProfile } from '@renli/contracts';
import { Alert, Button, Card, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useMyAttestations, useSaveAttestation } from '../api.ts';
import { AttestStatusTag } from './AttestStatusTag.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

/**
 * Company verification: the current status, the reviewer's reason after a rejection, and the
 * application form (company account only) when there is nothing pending or approved.
 */
export function VerificationCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const history = useMyAttestations(profile.editable);
  const save = useSaveAttestation();
  const [form] = Form.useForm<AttestationSave>();
  const [formOpen, setFormOpen] = useState(false);
  const latest = history.data?.list[0];
  const status = profile.attestStatus;
  const mayApply = profile.mayApply && status !== AttestStatus.PENDING && status !== AttestStatus.APPROVED;

  const submit = async (values: AttestationSave) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('company:attest.submitted'));
      setFormOpen(false);
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Card title={t('company:attest.title')} extra={<AttestStatusTag status={status} />}>
      {status === AttestStatus.REJECTED && latest?.reason ? (
        <Alert type="error" showIcon title={t('company:attest.rejectedBecause', { reason: latest.reason })} />
      ) : null}
      {status === AttestStatus.PENDING ? (
        <Alert type="info" showIcon title={t('company:attest.pendingHint')} />
      ) : null}
      {latest && !formOpen ? (
        <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('company:attest.creditCode')}>{latest.creditCode}</Descriptions.Item>
          <Descriptions.Item label={t('company:attest.legalPerson')}>{latest.legalPerson}</Descriptions.Item>
          <Descriptions.Item label={t('company:attest.license')}>
            <a href={latest.licenseUrl} target="_blank" rel="noreferrer">
              {t('company:attest.viewLicense')}
            </a>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {mayApply && !formOpen ? (
        <Button type="primary" style={{ marginTop: 12 }} onClick={() => setFormOpen(true)}>
          {status === AttestStatus.REJECTED ? t('company:attest.resubmit') : t('company:attest.apply')}
        </Button>
      ) : null}
      {formOpen ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          style={{ maxWidth: 520, marginTop: 12 }}
          initialValues={{ contactName: profile.contactName ?? undefined }}
        >
          <Form.Item
            name="creditCode"
            label={t('company:attest.creditCode')}
            rules={[{ required: true, len: 18 }]}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="legalPerson" label={t('company:attest.legalPerson')} rules={[{ required: true }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="licenseUrl" label={t('company:attest.license')} rules={[{ required: true }]}>
            <ImageUploadField label={t('company:attest.license')} />
          </Form.Item>
          <Form.Item name="contactName" label={t('company:attest.contactName')} rules={[{ required: true }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('company:attest.contactPhone')}
            rules={[{ required: true }]}
          >
            <Input maxLength={11} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('company:attest.submit')}
          </Button>{' '}
          <Button onClick={() => setFormOpen(false)}>{t('company:profile.cancel')}</Button>
        </Form>
      ) : null}
    </Card>
  );
}
