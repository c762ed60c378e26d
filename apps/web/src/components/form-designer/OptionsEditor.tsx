import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { selectOption } from '@renli/contracts';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { newOption } from './fields.ts';

type Option = z.infer<typeof selectOption>;

interface Props {
  value: Option[];
  onChange: (options: Option[]) => void;
}

/** A select's options: labels are edited, values are generated keys and never change. */
export function OptionsEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const rename = (index: number, label: string) =>
    onChange(value.map((option, i) => (i === index ? { ...option, label } : option)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((option, index) => (
        <Space.Compact key={option.value} style={{ width: '100%' }}>
          <Input
            aria-label={t('form:designer.optionN', { n: index + 1 })}
            value={option.label}
            maxLength={40}
            onChange={(event) => rename(index, event.target.value)}
          />
          <Button
            aria-label={t('form:designer.removeOption', { n: index + 1 })}
            icon={<DeleteOutlined />}
            disabled={value.length <= 1}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={value.length >= 50}
        onClick={() =>
          onChange([
            ...value,
            newOption(
              value.map((option) => option.value),
              t('form:designer.optionN', { n: value.length + 1 }),
            ),
          ])
        }
      >
        {t('form:designer.addOption')}
      </Button>
    </Space>
  );
}
