import {
  CONTRACT_ENDING_FILTERS,
  type ContractEndingFilter,
  EDUCATION_LEVEL_LABELS,
  EMPLOYEE_TYPE_LABELS,
  labelIn,
  ROSTER_AGE_MAX,
  ROSTER_STATUSES,
  type RosterStatus,
} from '@renli/contracts';
import { DatePicker, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerFor } from '../../components/resource/pickers.ts';

/** What the roster is narrowed by besides the day and the search (contracts `rosterFilterSchema`). */
export interface RosterFilterValues {
  deptId?: number | undefined;
  empStatus: RosterStatus;
  employeeType?: 1 | 2 | undefined;
  entryFrom?: string | undefined;
  entryTo?: string | undefined;
  ageFrom?: number | undefined;
  ageTo?: number | undefined;
  education?: number | undefined;
  contractEndingWithin?: ContractEndingFilter | undefined;
}

interface Props {
  value: RosterFilterValues;
  onChange: (patch: Partial<RosterFilterValues>) => void;
  /** The route names a type (hrm/hro): no type filter then. */
  typeFixed: boolean;
}

const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');
const numberOrNone = (value: number | null) => value ?? undefined;

/**
 * The roster's filters: department (with the ones below it, the department picker another feature
 * registers), status, type when the route has no sign, entry days, age on the day, education, and
 * 合同到期 (an effective labour contract ending within 30 or 60 days of the day, or expired).
 */
export function RosterFilters({ value, onChange, typeFixed }: Props) {
  const { t, i18n } = useTranslation('staff-roster');
  const DepartmentPicker = pickerFor('department');
  const options = (labels: Record<number, { 'zh-CN': string; en: string }>) =>
    Object.entries(labels).map(([code, label]) => ({
      value: Number(code),
      label: labelIn(label, i18n.language),
    }));
  return (
    <div className="staff-roster-filters">
      {DepartmentPicker && (
        <Suspense fallback={null}>
          <DepartmentPicker
            allowClear
            placeholder={t('filters.department')}
            value={value.deptId}
            onChange={(deptId) => onChange({ deptId: (deptId as number | null) ?? undefined })}
          />
        </Suspense>
      )}
      <Select<RosterStatus>
        aria-label={t('filters.status')}
        value={value.empStatus}
        options={ROSTER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(empStatus) => onChange({ empStatus })}
      />
      {!typeFixed && (
        <Select<1 | 2>
          allowClear
          aria-label={t('filters.type')}
          placeholder={t('filters.type')}
          value={value.employeeType}
          options={options(EMPLOYEE_TYPE_LABELS) as { value: 1 | 2; label: string }[]}
          onChange={(employeeType) => onChange({ employeeType })}
        />
      )}
      <DatePicker.RangePicker
        aria-label={t('filters.entry')}
        placeholder={[t('filters.entryFrom'), t('filters.entryTo')]}
        value={[value.entryFrom ? dayjs(value.entryFrom) : null, value.entryTo ? dayjs(value.entryTo) : null]}
        onChange={(range) => onChange({ entryFrom: day(range?.[0]), entryTo: day(range?.[1]) })}
      />
      <Space.Compact className="staff-roster-age">
        <InputNumber<number>
          aria-label={t('filters.ageFrom')}
          placeholder={t('filters.ageFrom')}
          min={0}
          max={ROSTER_AGE_MAX}
          precision={0}
          value={value.ageFrom ?? null}
          onChange={(ageFrom) => onChange({ ageFrom: numberOrNone(ageFrom) })}
        />
        <InputNumber<number>
          aria-label={t('filters.ageTo')}
          placeholder={t('filters.ageTo')}
          min={0}
          max={ROSTER_AGE_MAX}
          precision={0}
          value={value.ageTo ?? null}
          onChange={(ageTo) => onChange({ ageTo: numberOrNone(ageTo) })}
        />
      </Space.Compact>
      <Select<number>
        allowClear
        aria-label={t('filters.education')}
        placeholder={t('filters.education')}
        value={value.education}
        options={options(EDUCATION_LEVEL_LABELS)}
        onChange={(education) => onChange({ education })}
      />
      <Select<ContractEndingFilter>
        allowClear
        aria-label={t('filters.contract')}
        placeholder={t('filters.contract')}
        value={value.contractEndingWithin}
        options={CONTRACT_ENDING_FILTERS.map((within) => ({
          value: within,
          label: t(`contractEnding.${within}`),
        }))}
        onChange={(contractEndingWithin) => onChange({ contractEndingWithin })}
      />
    </div>
  );
}

/** How many filters differ from the defaults: the phone's 筛选 button shows it. */
export const activeFilterCount = (value: RosterFilterValues) =>
  Object.entries(value).filter(([key, v]) => v !== undefined && !(key === 'empStatus' && v === 'active'))
    .length;
