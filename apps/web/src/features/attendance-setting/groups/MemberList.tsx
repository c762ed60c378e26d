import { Tag } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../../components/resource/pickers.ts';

interface Props {
  /** The picker kind another feature registers (docs/architecture.md, "Pickers"). */
  kind: 'department' | 'staff';
  value?: number[];
  onChange?: (ids: number[]) => void;
  names: Map<number, string>;
  placeholder: string;
  id?: string;
}

/** Chosen departments or people as tags, and the registered picker to add one more. */
export function MemberList({ kind, value = [], onChange, names, placeholder, id }: Props) {
  const { t } = useTranslation('attendance-setting');
  const Picker = pickerFor(kind);
  return (
    <div className="att-setting-members">
      {value.length > 0 && (
        <div className="att-setting-tags">
          {value.map((memberId) => (
            <Tag
              key={memberId}
              closable={{ 'aria-label': t('members.remove', { name: names.get(memberId) ?? '' }) }}
              onClose={() => onChange?.(value.filter((other) => other !== memberId))}
            >
              {names.get(memberId) || t('members.loading')}
            </Tag>
          ))}
        </div>
      )}
      {Picker && (
        <Suspense fallback={null}>
          <Picker
            id={id}
            value={null}
            allowClear
            placeholder={placeholder}
            onChange={(picked) => {
              if (typeof picked === 'number' && !value.includes(picked)) onChange?.([...value, picked]);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
