import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** Label and value pairs of a section: one column on phones, up to three on wide screens. */
export function InfoList({ items }: { items: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={items.map(({ key, label, value }) => ({ key, label, children: value }))}
    />
  );
}
