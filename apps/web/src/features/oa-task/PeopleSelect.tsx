import type { TaskPerson } from '@renli/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useColleagueSearch } from '../../components/pickers/colleague-search.ts';

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

const named = (people: readonly TaskPerson[]) => people.map((p) => ({ id: p.userId, name: p.name }));

/** Colleagues by login id, searched as the address book searches (name, pinyin, job number, department). */
export function PeopleSelect({ id, value, onChange, multiple, allowClear, known = [], among }: Props) {
  const { t } = useTranslation('oa-task');
  const { options, loading, onSearch } = useColleagueSearch({
    known: named(among ?? known),
    enabled: !among,
  });
  return (
    <Select<number | number[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear={allowClear}
      showSearch={among ? { optionFilterProp: 'label' } : { filterOption: false, onSearch }}
      loading={loading}
      placeholder={t('form.peoplePlaceholder')}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={among ? options.filter((o) => among.some((p) => p.userId === o.value)) : options}
      style={{ width: '100%' }}
    />
  );
}
