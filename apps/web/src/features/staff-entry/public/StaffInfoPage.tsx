import { ResponseCode } from '@renli/contracts';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { ApiError } from '../../../lib/http.ts';
import { useInfoForm } from '../api.ts';
import { InfoForm } from './InfoForm.tsx';
import '../staff-entry.css';

/** Answers that mean the link opens nothing: unknown (404), expired or used (410), malformed (400). */
const DEAD_LINK: readonly number[] = [ResponseCode.NOT_FOUND, 410, ResponseCode.BAD_REQUEST];

/**
 * The public 入职登记表 (`#/staff-info?token=…`), for the hire's phone first: whose form it is, the
 * sections to fill in, a done state after submitting and one state for every link that no longer
 * works (docs/product/staff.md, "Entry (入职)").
 */
export function StaffInfoPage() {
  const { t, i18n } = useTranslation('staff-entry');
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useInfoForm(token);
  const [done, setDone] = useState(false);
  const [editing, setEditing] = useState(0);

  if (form.isPending) return <Skeleton active className="staff-info-page" />;
  if (form.isError) {
    const dead = !(form.error instanceof ApiError) || DEAD_LINK.includes(form.error.code);
    return dead ? (
      <Result status="warning" title={t('form.invalidTitle')} subTitle={t('form.invalidHint')} />
    ) : (
      <Result
        status="error"
        title={t('form.loadFailed')}
        extra={<Button onClick={() => void form.refetch()}>{t('form.retry')}</Button>}
      />
    );
  }
  const data = form.data;
  if (done) {
    return (
      <Result
        status="success"
        title={t('form.doneTitle')}
        subTitle={t('form.doneHint')}
        extra={
          <Button
            onClick={() => {
              setDone(false);
              setEditing((n) => n + 1);
            }}
          >
            {t('form.edit')}
          </Button>
        }
      />
    );
  }
  const job = [data.deptName, data.positionName].filter(Boolean).join(' · ');
  return (
    <div className="staff-info-page">
      <Card className="staff-info-header">
        <Space orientation="vertical" size={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('form.welcome', { name: data.staffName, company: data.compName })}
          </Typography.Title>
          {job && <Typography.Text>{t('form.job', { job })}</Typography.Text>}
          <Typography.Text type="secondary">{t('form.entryDate', { date: data.entryDate })}</Typography.Text>
        </Space>
      </Card>
      <Alert
        className="staff-info-section"
        type="info"
        showIcon
        title={t('form.intro', { at: chinaTime(data.expiresAt, i18n.language) })}
      />
      <InfoForm
        key={editing}
        token={token}
        data={data}
        onSubmitted={() => {
          setDone(true);
          // What was submitted is what a further edit starts from.
          void form.refetch();
        }}
      />
    </div>
  );
}
