import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface WidgetListItem {
  key: string | number;
  to: string;
  title: ReactNode;
  /** Second, quieter part: a type, a time. */
  meta?: ReactNode;
  /** Unread or otherwise asking for attention. */
  strong?: boolean;
}

/** A widget's short list of links, one line each, the title cut with an ellipsis before the meta. */
export function WidgetList({ items }: { items: readonly WidgetListItem[] }) {
  return (
    <ul className="rl-widget-list">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.to} className="rl-widget-link">
            <Typography.Text strong={item.strong} ellipsis className="rl-widget-link-title">
              {item.title}
            </Typography.Text>
            {item.meta && (
              <Typography.Text type="secondary" className="rl-widget-link-meta">
                {item.meta}
              </Typography.Text>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
