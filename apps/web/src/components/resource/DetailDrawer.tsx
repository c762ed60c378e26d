import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceDetail } from './ResourceDetail.tsx';
import type { BaseRow, ResourcePageConfig } from './types.ts';

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  id: number | null;
  onClose: () => void;
}

/** A row's detail and timeline beside its list; each opening starts on the detail tab. */
export function DetailDrawer<Row extends BaseRow>({ config, id, onClose }: Props<Row>) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('resource:drawer.detail', { name: t(config.itemKey) })}
    >
      {id !== null && <ResourceDetail key={id} config={config} id={id} />}
    </Drawer>
  );
}
