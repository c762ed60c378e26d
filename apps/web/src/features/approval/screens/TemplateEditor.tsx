import {
  type ApprovalFlow,
  type ApprovalForm,
  type ApprovalInitiators,
  type ApprovalTemplate,
  type TemplateSave,
  templateSaveSchema,
} from '@renli/contracts';
import { AutoComplete, Button, Drawer, Form, Input, Select, Space, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDesigner } from '../../../components/form-designer/FormDesigner.tsx';
import { DepartmentSelect, StaffSelect } from '../../../components/pickers/pickers.tsx';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTemplate, useTemplateAction } from '../api.ts';
import { FlowDesigner } from '../flow-designer/FlowDesigner.tsx';
import { TEMPLATE_TYPE_FORMS, typeChoices } from './template-types.ts';

const GROUPS = ['leave', 'finance', 'hr', 'general'] as const;

/** The template as edited: the designers work on the parsed (defaults filled) form and flow. */
type Draft = Omit<TemplateSave, 'form' | 'flow' | 'initiators'> & {
  form: ApprovalForm;
  flow: ApprovalFlow;
  initiators: ApprovalInitiators;
};

const blank = (group: string): Draft => ({
  name: '',
  icon: 'approval',
  group,
  type: 'general',
  initiators: { everyone: true, departmentIds: [], userIds: [], roles: [] },
  form: { fields: [] },
  flow: { nodes: [], dedupe: 'consecutive', sendBack: 'earlier', addSign: true },
});

const fromRow = (row: ApprovalTemplate): Draft => ({
  id: row.id,
  version: row.version,
  name: row.name,
  icon: row.icon,
  group: row.group,
  type: row.type,
  initiators: row.initiators,
  form: row.form,
  flow: row.flow,
});

interface Props {
  template: ApprovalTemplate | null;
  onClose: () => void;
}

/**
 * The full-screen template editor (docs/product/approval.md, "Templates"): 基础设置, 表单设计 and
 * 流程设计; 保存 keeps a draft, 发布 saves and publishes a new version.
 */
export function TemplateEditor({ template, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() =>
    template ? fromRow(template) : blank(t('approval:temp.group.general')),
  );
  const save = useSaveTemplate();
  const publish = useTemplateAction('templatePublish');
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const initiators = draft.initiators;

  const store = async (andPublish: boolean) => {
    if (!templateSaveSchema.safeParse(draft).success) {
      toast.error(t('approval:temp.incomplete'));
      return;
    }
    try {
      const saved = await save.mutateAsync(draft);
      setDraft(fromRow(saved));
      if (andPublish) await publish.mutateAsync(saved.id);
      toast.success(t(andPublish ? 'approval:temp.published' : 'approval:temp.saved'));
      if (andPublish) onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.fields.map((field) => field.message).join('; ') || error.message);
    }
  };

  const basics = (
    <Form layout="vertical" className="approval-template-basics">
      <Form.Item label={t('approval:temp.name')} required>
        <Input
          aria-label={t('approval:temp.name')}
          maxLength={40}
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('approval:temp.groupLabel')} required>
        <AutoComplete
          aria-label={t('approval:temp.groupLabel')}
          value={draft.group}
          maxLength={20}
          options={GROUPS.map((group) => ({ value: t(`approval:temp.group.${group}`) }))}
          onChange={(group: string) => set({ group })}
        />
      </Form.Item>
      <Form.Item label={t('approval:temp.typeLabel')} extra={t('approval:temp.typeHint')}>
        <Select
          aria-label={t('approval:temp.typeLabel')}
          value={draft.type}
          // A saved template keeps the business it serves; its instances were started for it.
          disabled={draft.id !== undefined}
          options={typeChoices(draft.type).map((type) => ({
            value: type,
            label: t(`approval:temp.types.${type}`, { defaultValue: type }),
          }))}
          onChange={(type: string) => {
            const form = TEMPLATE_TYPE_FORMS[type];
            set(form ? { type, form } : { type });
          }}
        />
      </Form.Item>
      <Form.Item label={t('approval:temp.initiators')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <Switch
              aria-label={t('approval:temp.everyone')}
              checked={initiators.everyone}
              onChange={(everyone) => set({ initiators: { ...initiators, everyone } })}
            />
            {t('approval:temp.everyone')}
          </Space>
          {!initiators.everyone && (
            <>
              <DepartmentSelect
                label={t('approval:temp.departments')}
                value={initiators.departmentIds ?? []}
                onChange={(departmentIds) => set({ initiators: { ...initiators, departmentIds } })}
              />
              <StaffSelect
                label={t('approval:temp.people')}
                placeholder={t('approval:temp.people')}
                value={initiators.userIds ?? []}
                onChange={(userIds) => set({ initiators: { ...initiators, userIds } })}
              />
            </>
          )}
        </Space>
      </Form.Item>
    </Form>
  );

  return (
    <Drawer
      open
      onClose={onClose}
      size="100%"
      title={draft.name || t('approval:temp.new')}
      extra={
        <Space>
          <Button loading={save.isPending && !publish.isPending} onClick={() => void store(false)}>
            {t('approval:temp.save')}
          </Button>
          <Button type="primary" loading={publish.isPending} onClick={() => void store(true)}>
            {t('approval:temp.publish')}
          </Button>
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'basics', label: t('approval:temp.basics'), children: basics },
          {
            key: 'form',
            label: t('approval:temp.formTab'),
            children: <FormDesigner value={draft.form} onChange={(form) => set({ form })} />,
          },
          {
            key: 'flow',
            label: t('approval:temp.flowTab'),
            children: (
              <FlowDesigner value={draft.flow} form={draft.form} onChange={(flow) => set({ flow })} />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
