import { Badge, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import '../approval.css';
import { useTodoCount } from '../api.ts';
import { InstanceList } from './InstanceList.tsx';
import { LinkedInstance } from './LinkedInstance.tsx';

/** 待我审批 / 已审批 (`/oa/approve/list`); the first tab shows how many tasks wait (`todoCount`). */
export function TodoPage() {
  const { t } = useTranslation();
  const { data: todo } = useTodoCount();
  return (
    <Card title={t('approval:todo.title')}>
      <LinkedInstance />
      <Tabs
        items={[
          {
            key: 'todo',
            label: (
              <Badge count={todo?.count ?? 0} size="small" offset={[8, -2]}>
                {t('approval:todo.todo')}
              </Badge>
            ),
            children: <InstanceList list="selectTodo" />,
          },
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
      <LinkedInstance />
      <InstanceList list="selectCc" />
    </Card>
  );
}
