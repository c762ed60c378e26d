import { Alert, Descriptions, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customCell, useCustomFields } from './custom-fields.ts';
import { declaredFields } from './declared-fields.ts';
import { displayField, fieldLabel } from './field-display.tsx';
import { useResourceItem } from './hooks.ts';
import { TimelineList } from './TimelineList.tsx';
import type { BaseRow, ResourcePageConfig } from './types.ts';

/**
 * One row as the server has it now (selectById), not as a list showed it, and its 时间线: who changed
 * what and when (selectTimeline), read when the tab is opened. The detail drawer and detail pages
 * (e.g. `#/OrderDetail`) show it.
 */
export function ResourceDetail<Row extends BaseRow>({
  config,
  id,
}: {
  config: ResourcePageConfig<Row>;
  id: number;
}) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState('detail');
  const item = useResourceItem(config.resource, id);
  const fields = declaredFields(config.resource, 'detail');
  const custom = useCustomFields(config.resource);
  const row = item.data;
  const details = (
    <>
      {item.isPending && <Spin />}
      {item.isError && <Alert type="error" showIcon title={item.error.message} />}
      {row && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            ...fields.map(([name, spec]) => ({
              key: name,
              label: fieldLabel(spec, i18n.language),
              children:
                config.cells?.[name]?.(row) ??
                displayField(name, spec, row as unknown as Record<string, unknown>, i18n.language),
            })),
            // The company's own fields after the declared ones (docs/modules.md, "Custom fields").
            ...custom.fields.map((field) => ({
              key: field.key,
              label: field.label,
              children: customCell(field, row, i18n.language),
            })),
          ]}
        />
      )}
    </>
  );
  const extra = row && config.detailTabs ? config.detailTabs(row) : [];
  if (config.timeline === false && extra.length === 0) return details;
  const timeline = {
    key: 'timeline',
    label: t('resource:drawer.timelineTab'),
    children: tab === 'timeline' && <TimelineList config={config} id={id} row={row} />,
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'detail', label: t('resource:drawer.detailTab'), children: details },
        ...extra,
        ...(config.timeline === false ? [] : [timeline]),
      ]}
    />
  );
}
