import type { CompanyProfile, UpdateCompanyProfile } from '@renli/contracts';
import { Button, Card, Descriptions, Flex, Form, Image, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCompany } from '../api.ts';
import { ImageUploadField } from './ImageUploadField.tsx';

/** Editable one-line fields in display order (logo and intro are laid out apart). */
const FIELDS = [
  'compName',
  'shortName',
  'industry',
  'scale',
  'province',
  'city',
  'address',
  'contactName',
  'contactPhone',
  'email',
  'website',
] as const;
const MAX_LENGTH: Partial<Record<(typeof FIELDS)[number], number>> = { compName: 60, address: 200 };

type FormValues = Omit<UpdateCompanyProfile, 'version'>;

/** Blank inputs clear a field (null) rather than sending empty strings the server would refuse. */
const toInput = (values: FormValues, version: number): UpdateCompanyProfile => {
  const cleaned = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  );
  return { ...cleaned, compName: values.compName, version };
};

/** Company information: read view, and an edit form for the company account or a staff admin. */
export function CompanyProfileCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateCompany();

  const submit = async (values: FormValues) => {
    try {
      await update.mutateAsync(toInput(values, profile.version));
      toast.success(t('company:profile.saved'));
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) toast.error(t('company:profile.stale'));
      else showFormError(form, error);
    }
  };

  const edit = (
    <Button onClick={() => setEditing(true)} disabled={!profile.editable}>
      {t('company:profile.edit')}
    </Button>
  );

  if (!editing) {
    return (
      <Card title={t('company:profile.title')} extra={profile.editable ? edit : null}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('company:field.logoUrl')} span="filled">
            {profile.logoUrl ? <Image src={profile.logoUrl} width={64} /> : '—'}
          </Descriptions.Item>
          {FIELDS.map((name) => (
            <Descriptions.Item key={name} label={t(`company:field.${name}`)}>
              {profile[name] || '—'}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('company:field.compLabel')}>
            {profile.compLabel ? <Tag color="gold">{profile.compLabel}</Tag> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('company:field.intro')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap' }}>{profile.intro || '—'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    );
  }

  return (
    <Card title={t('company:profile.title')}>
      <Form form={form} layout="vertical" initialValues={profile} onFinish={submit} style={{ maxWidth: 720 }}>
        <Form.Item name="logoUrl" label={t('company:field.logoUrl')}>
          <ImageUploadField label={t('company:field.logoUrl')} />
        </Form.Item>
        {FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`company:field.${name}`)}
            rules={name === 'compName' ? [{ required: true, min: 2, max: 60 }] : []}
          >
            <Input maxLength={MAX_LENGTH[name] ?? 100} />
          </Form.Item>
        ))}
        <Form.Item name="intro" label={t('company:field.intro')}>
          <Input.TextArea rows={4} showCount maxLength={2000} />
        </Form.Item>
        {profile.attestStatus === 2 ? <p>{t('company:profile.renameResets')}</p> : null}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('company:profile.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('company:profile.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
