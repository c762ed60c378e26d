import type { StaffEntry } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerProps } from '../../components/resource/pickers.ts';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

// The staff records other features refer to, picked from the address book (registered in
// ./manifest.tsx as the 'staff' picker, docs/architecture.md "Pickers").

/** The address book's first page when nothing is typed: small companies see everyone at once. */
const PAGE = 100;

/** 张伟 · 研发部 · A001: the department and the job number tell namesakes apart. */
export const staffLabel = (staff: Pick<StaffEntry, 'staffName' | 'deptName' | 'jobNo'>) =>
  [staff.staffName, staff.deptName, staff.jobNo].filter(Boolean).join(' · ');

type Props = PickerProps & { value?: number | null; onChange?: (value: number | null) => void };

/**
 * One active staff member of the caller's company by staff record id, searched as the address book
 * searches (name, pinyin, job number, department, `getStaff`); the server keeps a scoped admin to
 * their HRM or HRO staff.
 */
export function StaffPicker({ id, value, onChange, allowClear, placeholder }: Props) {
  const { t } = useTranslation('staff');
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize: PAGE, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
  });
  return (
    <Select<number>
      id={id}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={isFetching}
      placeholder={placeholder ?? t('picker.placeholder')}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={data.map((staff) => ({ value: staff.staffId, label: staffLabel(staff) }))}
      style={{ width: '100%' }}
    />
  );
}
