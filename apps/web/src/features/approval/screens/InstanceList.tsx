import { Alert, Badge, Card, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { type InstanceFilters, type InstanceList as ListName, useInstances } from '../api.ts';
import { InstanceDrawer } from '../instance/InstanceDrawer.tsx';
import { StateTag } from './StateTag.tsx';

interface Props {
  list: ListName;
  filters?: InstanceFilters;
}

/**
 * One of the instance lists as cards (readable at 390 px), each opening the instance's detail; in
 * 抄送我的 the ones not opened yet carry a 未读 mark.
 */
export function InstanceList({ list, filters }: Props) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useInstances(list, filters);
  const [openId, setOpenId] = useState<number | null>(null);
  if (isPending) return <Spin />;
  if (isError) return <Alert type="error" showIcon title={t('approval:loadFailed')} />;
  return (
    <>
      {data.list.length === 0 && <Empty description={t('approval:list.none')} />}
      <div className="approval-cards">
        {data.list.map((item) => (
          <Card
            key={item.id}
            size="small"
            hoverable
            title={
              <>
                {item.unread && (
                  <Badge status="processing" text={t('approval:list.unread')} className="approval-unread" />
                )}
                {item.title}
              </>
            }
            extra={<StateTag state={item.state} />}
            onClick={() => setOpenId(item.id)}
          >
            <div className="approval-muted">
              {item.templateName} · {item.initiatorName}
            </div>
            <div className="approval-muted">
              {item.serialNo}{' '}
              {item.submittedAt
                ? t('approval:list.submittedAt', { at: chinaTime(item.submittedAt, i18n.language) })
                : ''}
            </div>
          </Card>
        ))}
      </div>
      {data.total > data.list.length && (
        <p className="approval-muted">
          {t('approval:list.total', { total: data.total, shown: data.list.length })}
        </p>
      )}
      {openId !== null && <InstanceDrawer id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
