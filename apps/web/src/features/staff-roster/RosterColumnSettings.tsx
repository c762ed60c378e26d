import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { labelIn, ROSTER_COLUMNS, type RosterColumn } from '@renli/contracts';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnsInOrder, moved } from './roster-columns.ts';

interface Props {
  shown: RosterColumn[];
  onChange: (shown: RosterColumn[]) => void;
}

/** 列设置: which columns the table (and the export) has, and their order; at least one stays. */
export function RosterColumnSettings({ shown, onChange }: Props) {
  const { t, i18n } = useTranslation('staff-roster');
  const toggle = (key: RosterColumn, on: boolean) =>
    onChange(on ? [...shown, key] : shown.length > 1 ? shown.filter((k) => k !== key) : shown);
  const content = (
    <ul className="staff-roster-columns">
      {columnsInOrder(shown).map((key) => {
        const label = labelIn(ROSTER_COLUMNS[key].label, i18n.language);
        const at = shown.indexOf(key);
        return (
          <li key={key}>
            <Checkbox checked={at >= 0} onChange={(event) => toggle(key, event.target.checked)}>
              {label}
            </Checkbox>
            <span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('columns.up', { column: label })}
                disabled={at <= 0}
                onClick={() => onChange(moved(shown, key, -1))}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('columns.down', { column: label })}
                disabled={at < 0 || at === shown.length - 1}
                onClick={() => onChange(moved(shown, key, 1))}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('columns.title')} content={content}>
      <Button icon={<SettingOutlined />}>{t('columns.button')}</Button>
    </Popover>
  );
}
