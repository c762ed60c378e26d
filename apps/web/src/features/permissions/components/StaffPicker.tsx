import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffOptions } from '../api.ts';

interface Props {
  value: number | null;
  /** The chosen staff member's name, for a choice not among the search results (`?staffId=`). */
  valueName?: string;
  onChange: (staffId: number) => void;
}

/** Picks a colleague by name, mobile or department through the address book search. */
export function StaffPicker({ value, valueName, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { data = [], isFetching } = useStaffOptions(useDeferredValue(text));
  const options = data.map((s) => ({
    value: s.staffId,
    label: s.deptName ? `${s.staffName} · ${s.deptName}` : s.staffName,
  }));
  if (value !== null && valueName && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: valueName });
  }
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? undefined}
      placeholder={t('permissions:staff.pick')}
      loading={isFetching}
      onChange={onChange}
      style={{ width: 280 }}
      aria-label={t('permissions:staff.pick')}
      options={options}
    />
  );
}
