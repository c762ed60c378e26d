import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../api.ts';

/** Edits a company's platform label (compLabel); an empty value clears it. */
export function CompLabelButton({ compId, compLabel }: { compId: number; compLabel: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(compLabel ?? '');
  const save = useAdminAction('companyLabel');
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('admin-members:action.label')}
      </Button>
      <Modal
        open={open}
        title={t('admin-members:action.label')}
        confirmLoading={save.isPending}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          await save.mutateAsync({ compId, compLabel: value.trim() || null });
          setOpen(false);
        }}
      >
        <Input
          aria-label={t('admin-members:company.compLabel')}
          value={value}
          maxLength={50}
          onChange={(e) => setValue(e.target.value)}
        />
      </Modal>
    </>
  );
}
