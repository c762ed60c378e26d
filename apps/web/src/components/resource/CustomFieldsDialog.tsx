import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_CUSTOM_FIELDS } from '@renli/contracts';
import { Alert, Button, Empty, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { CustomFieldEditor } from './CustomFieldEditor.tsx';
import { type FieldDraft, missingParts, moved, newField, toBody, toDraft } from './custom-field-drafts.ts';
import { useCustomFields, useSaveCustomFields } from './custom-fields.ts';
import type { BaseRow, ResourceDef } from './types.ts';

const CONFLICT = 409;

/**
 * 自定义字段: the company's own fields of a resource, added, renamed, reordered, marked required, given
 * options and removed in one list, saved as a whole against the version read (docs/modules.md,
 * "Custom fields"). Someone else's save meanwhile is a 409: the list is reloaded on request.
 */
function CustomFieldsDialog({ resource, onClose }: { resource: ResourceDef<BaseRow>; onClose: () => void }) {
  const { t } = useTranslation();
  const custom = useCustomFields(resource);
  const save = useSaveCustomFields(resource);
  const [drafts, setDrafts] = useState<FieldDraft[]>(() => custom.fields.map(toDraft));
  const [version, setVersion] = useState(custom.version);
  const [problems, setProblems] = useState<string[]>([]);
  const [stale, setStale] = useState(false);

  const change = (index: number, draft: FieldDraft) =>
    setDrafts(drafts.map((d, i) => (i === index ? draft : d)));

  const reload = async () => {
    const fresh = await custom.reload();
    if (fresh.data) {
      setDrafts(fresh.data.fields.map(toDraft));
      setVersion(fresh.data.version);
    }
    setStale(false);
    setProblems([]);
  };

  const submit = async () => {
    const missing = missingParts(drafts);
    setProblems(missing.map((m) => t(m.key, m.params)));
    if (missing.length > 0) return;
    try {
      await save.mutateAsync({ version, fields: drafts.map(toBody) });
      toast.success(t('resource:customFields.saved'));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === CONFLICT) setStale(true);
      else setProblems(error.fields.length > 0 ? error.fields.map((f) => f.message) : [error.message]);
    }
  };

  return (
    <Modal
      open
      title={t('resource:customFields.title')}
      width={720}
      onCancel={onClose}
      okText={t('resource:actions.save')}
      cancelText={t('resource:actions.cancel')}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
    >
      <Typography.Paragraph type="secondary">{t('resource:customFields.hint')}</Typography.Paragraph>
      {stale && (
        <Alert
          type="warning"
          showIcon
          className="renli-custom-fields-alert"
          title={t('resource:customFields.stale')}
          action={
            <Button size="small" onClick={() => void reload()}>
              {t('resource:conflict.reload')}
            </Button>
          }
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="renli-custom-fields-alert"
          title={problems.map((problem) => <div key={problem}>{problem}</div>)}
        />
      )}
      {drafts.length === 0 && <Empty description={t('resource:customFields.empty')} />}
      {drafts.map((draft, index) => (
        <CustomFieldEditor
          key={draft.uid}
          draft={draft}
          n={index + 1}
          first={index === 0}
          last={index === drafts.length - 1}
          onChange={(next) => change(index, next)}
          onMove={(by) => setDrafts(moved(drafts, index, by))}
          onRemove={() => setDrafts(drafts.filter((d) => d.uid !== draft.uid))}
        />
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={drafts.length >= MAX_CUSTOM_FIELDS}
        onClick={() => setDrafts([...drafts, newField()])}
      >
        {t('resource:customFields.add')}
      </Button>
    </Modal>
  );
}

/** The toolbar's 自定义字段 button; the page shows it to those who may change the fields. */
export function CustomFieldsButton({ resource }: { resource: ResourceDef<BaseRow> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The dialog starts from the fields as read: it opens once they are.
  const { ready } = useCustomFields(resource);
  return (
    <>
      <Button icon={<AppstoreAddOutlined />} onClick={() => setOpen(true)}>
        {t('resource:customFields.button')}
      </Button>
      {open && ready && <CustomFieldsDialog resource={resource} onClose={() => setOpen(false)} />}
    </>
  );
}
