import { ATTENDANCE_APPROVAL_FORMS, type AttendanceRequestKind, attendanceApplyLink } from '@renli/contracts';
import { Alert, Card, Empty, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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

/**
 * 请假, 加班, 补卡 and 出差 are asked for in attendance, which starts their approval with the request
 * (docs/product/attendance.md): their templates open the attendance form instead.
 */
const askedElsewhere = (type: string) =>
  type in ATTENDANCE_APPROVAL_FORMS ? attendanceApplyLink(type as AttendanceRequestKind) : null;

function Startable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError } = useStartable();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const start = (template: { id: number; type: string }) => {
    const link = askedElsewhere(template.type);
    if (link) navigate(link);
    else setTemplateId(template.id);
  };
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
              <Card key={template.id} size="small" hoverable onClick={() => start(template)}>
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
