import type { MemberProfile } from '@renli/contracts';
import { Button, Card, Form, Input, Radio, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { useProfile, useUpdateProfile } from './api.ts';

interface ProfileValues {
  userName: string;
  userFace: string;
  sex: 1 | 2 | null;
  email: string;
}

const valuesOf = (p: MemberProfile): ProfileValues => ({
  userName: p.userName,
  userFace: p.userFace,
  sex: p.sex === 1 || p.sex === 2 ? p.sex : null,
  email: p.email ?? '',
});

/** Settings › personal profile (`#/other/setting/member`). The mobile number is the login: read-only. */
export function MemberTab() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const save = useUpdateProfile();
  const [form] = Form.useForm<ProfileValues>();
  const name = Form.useWatch('userName', form) ?? '';
  const sex = Form.useWatch('sex', form) ?? null;

  useEffect(() => {
    if (profile.data) form.setFieldsValue(valuesOf(profile.data));
  }, [profile.data, form]);

  if (!profile.data) return <Skeleton active />;
  const submit = async (values: ProfileValues) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('member.saved'));
    } catch (error) {
      showFormError(form, error);
    }
  };

  return (
    <Card title={t('member.title')} variant="borderless">
      <Form<ProfileValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: 640 }}
        initialValues={valuesOf(profile.data)}
        onFinish={submit}
      >
        <Form.Item name="userFace" label={t('member.avatar')}>
          <AvatarPicker name={name} userType={profile.data.userType} sex={sex} />
        </Form.Item>
        <Form.Item
          name="userName"
          label={t('member.name')}
          rules={[
            { required: true, whitespace: true, message: t('member.nameRequired') },
            { max: 30, message: t('member.nameMax', { max: 30 }) },
          ]}
        >
          <Input data-testid="member-name" />
        </Form.Item>
        <Form.Item name="sex" label={t('member.sex')}>
          <Radio.Group
            options={[
              { value: 1, label: t('member.male') },
              { value: 2, label: t('member.female') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('member.email')}
          rules={[{ type: 'email', message: t('member.emailInvalid') }]}
        >
          <Input data-testid="member-email" />
        </Form.Item>
        <Form.Item label={t('member.mobile')}>
          <Input value={profile.data.mobile ?? ''} disabled data-testid="member-mobile" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="member-save">
            {t('member.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
