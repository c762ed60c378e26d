import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Columns with their titles in the UI language. */
  columns: { key: string; title: string }[];
  visible: Set<string>;
  onChange: (keys: string[]) => void;
}

export function ColumnSettings({ columns, visible, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('resource:actions.columns')}
      content={
        <Checkbox.Group
          className="renli-resource-columns"
          value={[...visible]}
          onChange={(keys) => onChange(keys as string[])}
          options={columns.map((c) => ({ value: c.key, label: c.title }))}
        />
      }
    >
      <Button icon={<SettingOutlined />} aria-label={t('resource:actions.columns')} />
    </Popover>
  );
}
