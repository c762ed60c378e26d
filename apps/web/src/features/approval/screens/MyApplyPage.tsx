import { Alert, Card, Empty, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../approval.css';
import { useStartable } from '../api.ts';
import { StartDrawer } from '../start/StartDrawer.tsx';
import { InstanceList } from './InstanceList.tsx';
import { LinkedInstance } from './LinkedInstance.tsx';

/** 我发起的 (`/oa/approve/myapply`): start an approval from a startable template, and one's requests. */
export function MyApplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Card title={t('approval:myapply.title')}>
      <LinkedInstance />
      <Tabs
        defaultActiveKey={params.has('id') ? 'mine' : 'start'}
        items={[
          { key: 'start', label: t('approval:myapply.start'), children: <Startable /> },
          { key: 'mine', label: t('approval:myapply.mine'), children: <InstanceList list="selectMyApply" /> },
        ]}
      />
    </Card>
  );
}

function Startable() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useStartable();
  const [templateId, setTemplateId] = useState<number | null>(null);
  if (isPending) return <Spin />;
  if (isError) return <Alert type="error" showIcon title={t('approval:loadFailed')} />;
  return (
    <>
      {data.length === 0 && <Empty description={t('approval:myapply.noTemplates')} />}
      {data.map((group) => (
        <section key={group.group} className="approval-group">
          <h3>{group.group}</h3>
          <div className="approval-cards">
            {group.templates.map((template) => (
              <Card key={template.id} size="small" hoverable onClick={() => setTemplateId(template.id)}>
                {template.name}
              </Card>
            ))}
          </div>
        </section>
      ))}
      {templateId !== null && <StartDrawer source={{ templateId }} onClose={() => setTemplateId(null)} />}
    </>
  );
}
