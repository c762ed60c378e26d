import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTodoCount } from './api.ts';

/**
 * The count of tasks waiting for the caller after 待我审批 in the menu (docs/product/approval.md,
 * "On the screens"): nothing when none wait. Every approval action refreshes it; a new task from
 * someone else shows within a minute or when the window regains focus.
 */
export function TodoMenuBadge() {
  const { t } = useTranslation();
  const { data } = useTodoCount(60_000);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      count={count}
      size="small"
      overflowCount={99}
      style={{ marginInlineStart: 8 }}
      aria-label={t('approval:todo.badge', { count })}
    />
  );
}
