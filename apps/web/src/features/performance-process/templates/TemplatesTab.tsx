import { PlusOutlined } from '@ant-design/icons';
import type { Template } from '@renli/contracts';
import { Button, Card, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCopyTemplate, useDeleteTemplate, useSetTemplateStatus, useTemplates } from './api.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import './performance-templates.css';

/** 考核模板 (docs/product/performance.md, "Templates"): each template's sections, reviewers and grades; add, edit, copy. */
export function TemplatesTab() {
  const { t } = useTranslation('performance-process', { keyPrefix: 'templates' });
  const templates = useTemplates();
  const copy = useCopyTemplate();
  const setStatus = useSetTemplateStatus();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const list = templates.data?.list ?? [];

  return (
    <>
      <div className="perf-templates-toolbar">
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('editor.create')}
        </Button>
      </div>
      {list.length === 0 && !templates.isLoading ? (
        <Empty description={t('empty')}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('editor.create')}
          </Button>
        </Empty>
      ) : (
        <div className="perf-templates-cards">
          {list.map((template) => (
            <Card
              key={template.id}
              size="small"
              title={
                <Space wrap>
                  {template.name}
                  {template.status === 1 ? (
                    <Tag color="green">{t('status.1')}</Tag>
                  ) : (
                    <Tag>{t('status.2')}</Tag>
                  )}
                </Space>
              }
              actions={[
                <Button key="edit" type="link" size="small" onClick={() => setEditing(template)}>
                  {t('actions.edit')}
                </Button>,
                <Button
                  key="copy"
                  type="link"
                  size="small"
                  onClick={() =>
                    void copy
                      .mutateAsync(template.id)
                      .then((c) => toast.success(t('copied', { name: c.name })))
                  }
                >
                  {t('actions.copy')}
                </Button>,
                <Button
                  key="status"
                  type="link"
                  size="small"
                  onClick={() =>
                    void setStatus.mutateAsync({ id: template.id, status: template.status === 1 ? 2 : 1 })
                  }
                >
                  {template.status === 1 ? t('actions.disable') : t('actions.enable')}
                </Button>,
                ...(template.cycles === 0
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('deleteConfirm', { name: template.name })}
                        onConfirm={() =>
                          remove.mutateAsync(template.id).then(
                            () => toast.success(t('deleted')),
                            () => undefined,
                          )
                        }
                      >
                        <Button type="link" size="small" danger>
                          {t('actions.delete')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              {template.description && (
                <Typography.Paragraph type="secondary">{template.description}</Typography.Paragraph>
              )}
              <dl className="perf-templates-facts">
                <dt>{t('editor.sections')}</dt>
                <dd>{template.config.sections.map((s) => `${s.name} ${s.weight}%`).join(' / ')}</dd>
                <dt>{t('editor.reviewers')}</dt>
                <dd>
                  {template.config.reviewers
                    .map((r) => `${t(`relation.${r.relation}`)} ${r.weight}%`)
                    .join(' → ')}
                </dd>
                <dt>{t('editor.bands')}</dt>
                <dd>{template.config.bands.map((b) => `${b.grade}≥${b.min}×${b.coefficient}`).join('  ')}</dd>
                <dt>{t('editor.distribution')}</dt>
                <dd>
                  {template.config.distribution
                    ? template.config.distribution.limits
                        .map((l) =>
                          [
                            l.max && t('limit.max', { grade: l.grade, value: l.max }),
                            l.min && t('limit.min', { grade: l.grade, value: l.min }),
                          ]
                            .filter(Boolean)
                            .join('，'),
                        )
                        .join('；')
                    : t('limit.none')}
                </dd>
                <dt>{t('cycles')}</dt>
                <dd>{template.cycles}</dd>
              </dl>
            </Card>
          ))}
        </div>
      )}
      {editing && (
        <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
