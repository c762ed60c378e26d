import type { ApprovalTemplate } from '@renli/contracts';
import { Alert, Button, Card, Empty, Space, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../approval.css';
import { useTemplateAction, useTemplates } from '../api.ts';
import { RecordsPanel } from './RecordsPanel.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

const STATUS_COLORS = { draft: 'default', active: 'green', disabled: 'red' } as const;

/** Groups rows by their `group`, in the order groups first appear. */
export function byGroup<T extends { group: string }>(rows: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups];
}

/**
 * 审批模板 (`/oa/approve/temp`, company admins): templates by group, their state and the editor, and
 * 审批记录 — every instance of the company, filtered and exported.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useTemplates();
  const publish = useTemplateAction('templatePublish');
  const disable = useTemplateAction('templateDisable');
  const enable = useTemplateAction('templateEnable');
  const [editing, setEditing] = useState<ApprovalTemplate | 'new' | null>(null);

  if (isPending) return <Spin />;
  if (isError) return <Alert type="error" showIcon title={t('approval:loadFailed')} />;
  return (
    <Card
      title={t('approval:temp.title')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('approval:temp.new')}
        </Button>
      }
    >
      <Tabs
        items={[
          {
            key: 'templates',
            label: t('approval:records.templates'),
            children: (
              <>
                {data.list.length === 0 && <Empty description={t('approval:temp.none')} />}
                {byGroup(data.list).map(([group, templates]) => (
                  <section key={group} className="approval-group">
                    <h3>{group}</h3>
                    <div className="approval-cards">
                      {templates.map((template) => (
                        <Card
                          key={template.id}
                          size="small"
                          title={template.name}
                          extra={
                            <Tag color={STATUS_COLORS[template.status]}>
                              {t(`approval:temp.status.${template.status}`)}
                            </Tag>
                          }
                        >
                          <p className="approval-muted">
                            {t('approval:temp.versions', { count: template.versionCount })}
                          </p>
                          <Space wrap>
                            <Button size="small" onClick={() => setEditing(template)}>
                              {t('approval:temp.edit')}
                            </Button>
                            {template.status !== 'disabled' && (
                              <Button size="small" onClick={() => publish.mutate(template.id)}>
                                {t('approval:temp.publish')}
                              </Button>
                            )}
                            {template.status === 'active' && (
                              <Button size="small" danger onClick={() => disable.mutate(template.id)}>
                                {t('approval:temp.disable')}
                              </Button>
                            )}
                            {template.status === 'disabled' && (
                              <Button size="small" onClick={() => enable.mutate(template.id)}>
                                {t('approval:temp.enable')}
                              </Button>
                            )}
                          </Space>
                        </Card>
                      ))}
                    </div>
                  </section>
                ))}
              </>
            ),
          },
          { key: 'records', label: t('approval:records.tab'), children: <RecordsPanel /> },
        ]}
      />
      {editing && (
        <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
