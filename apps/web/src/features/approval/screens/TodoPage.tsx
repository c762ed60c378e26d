import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import '../approval.css';
import { InstanceList } from './InstanceList.tsx';

/** 待我审批 / 已审批 (`/oa/approve/list`). */
export function TodoPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('approval:todo.title')}>
      <Tabs
        items={[
          { key: 'todo', label: t('approval:todo.todo'), children: <InstanceList list="selectTodo" /> },
          { key: 'done', label: t('approval:todo.done'), children: <InstanceList list="selectDone" /> },
        ]}
      />
    </Card>
  );
}

/** 抄送我的 (`/oa/approve/mycc`). */
export function CcPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('approval:cc.title')}>
      <InstanceList list="selectCc" />
    </Card>
  );
}
