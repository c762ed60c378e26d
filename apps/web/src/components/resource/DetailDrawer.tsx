import { Alert, Descriptions, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceItem } from './hooks.ts';
import type { BaseRow, DetailFieldConfig, ResourcePageConfig } from './types.ts';

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  id: number | null;
  onClose: () => void;
}

/** One row as the server has it now (selectById), not as the list showed it. */
export function DetailDrawer<Row extends BaseRow>({ config, id, onClose }: Props<Row>) {
  const { t } = useTranslation();
  const item = useResourceItem(config.resource, id);
  const fields: DetailFieldConfig<Row>[] =
    config.detail ?? config.columns.map((c) => ({ key: c.key, labelKey: c.titleKey, render: c.render }));
  const row = item.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('resource:drawer.detail', { name: t(config.itemKey) })}
    >
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
    </Drawer>
  );
}
