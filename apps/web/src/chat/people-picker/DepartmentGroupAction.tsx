import { chatEndpoints } from '@renli/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/endpoint.ts';
import { toast } from '../../lib/toast.ts';
import type { DepartmentNode } from './picker-rules.ts';

/**
 * docs/chat.md, "Department groups": the company account or a staff admin makes the open
 * department's group in one action. Refusals come back as the server's toast.
 */
export function DepartmentGroupAction({
  department,
  onCreated,
}: {
  department: DepartmentNode;
  onCreated(groupID: string): void;
}) {
  const { t } = useTranslation('chat-people');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const group = await call(chatEndpoints.departmentGroup, { body: { deptId: department.id } });
      toast.success(t('departmentGroup.created', { name: group.name, count: group.memberCount }));
      onCreated(group.groupID);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rl-people-dept-group">
      <Button size="small" loading={busy} onClick={() => void create()}>
        {t('departmentGroup.create')}
      </Button>
      <span className="rl-people-state">{t('departmentGroup.hint')}</span>
    </div>
  );
}
