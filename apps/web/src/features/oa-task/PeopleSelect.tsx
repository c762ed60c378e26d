import type { TaskPerson } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

interface Props {
  id?: string;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  multiple?: boolean;
  allowClear?: boolean;
  /** People already on the task, so their names show before any search. */
  known?: readonly TaskPerson[];
  /** Pick only among these (mentions). */
  among?: readonly TaskPerson[];
}

/** Colleagues by login id, searched as the address book searches (name, pinyin, job number, department). */
export function PeopleSelect({ id, value, onChange, multiple, allowClear, known = [], among }: Props) {
  const { t } = useTranslation('oa-task');
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize: 50, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
    enabled: !among,
  });
  const options = new Map<number, string>();
  for (const person of among ?? known) options.set(person.userId, person.name);
  if (!among)
    for (const staff of data)
      options.set(staff.userId, [staff.staffName, staff.deptName].filter(Boolean).join(' · '));
  return (
    <Select<number | number[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear={allowClear}
      showSearch={among ? { optionFilterProp: 'label' } : { filterOption: false, onSearch: setText }}
      loading={isFetching}
      placeholder={t('form.peoplePlaceholder')}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={[...options].map(([userId, label]) => ({ value: userId, label }))}
      style={{ width: '100%' }}
    />
  );
}
