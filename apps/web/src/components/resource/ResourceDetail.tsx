import { Alert, Descriptions, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceItem } from './hooks.ts';
import { TimelineList } from './TimelineList.tsx';
import type { BaseRow, DetailFieldConfig, ResourcePageConfig } from './types.ts';

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
  const { t } = useTranslation();
  const [tab, setTab] = useState('detail');
  const item = useResourceItem(config.resource, id);
  const fields: DetailFieldConfig<Row>[] =
    config.detail ?? config.columns.map((c) => ({ key: c.key, labelKey: c.titleKey, render: c.render }));
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
          items={fields.map((f) => ({
            key: f.key,
            label: t(f.labelKey),
            children: f.render ? f.render(row) : String(row[f.key] ?? ''),
          }))}
        />
      )}
    </>
  );
  if (config.timeline === false) return details;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'detail', label: t('resource:drawer.detailTab'), children: details },
        {
          key: 'timeline',
          label: t('resource:drawer.timelineTab'),
          children: tab === 'timeline' && <TimelineList config={config} id={id} row={row} />,
        },
      ]}
    />
  );
}
