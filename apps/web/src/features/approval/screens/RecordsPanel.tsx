import { DownloadOutlined } from '@ant-design/icons';
import { INSTANCE_STATES, type InstanceState } from '@renli/contracts';
import { Button, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, StaffSelect } from '../../../components/pickers/pickers.tsx';
import { saveFile } from '../../../components/resource/save-file.ts';
import { exportInstances, type InstanceFilters, useTemplates } from '../api.ts';
import { InstanceList } from './InstanceList.tsx';

const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');
/** Drafts are their initiators' own business: the admins' records never list them. */
const STATES = INSTANCE_STATES.filter((state) => state !== 'draft');

/**
 * 审批记录 (company admins, docs/product/approval.md, "Lists"): every instance of the company,
 * filtered by template, state, title or serial, initiator, their department (with the ones below)
 * and submission days, and exported as 审批记录_YYYYMMDDhhmmss.xlsx with the same filters.
 */
export function RecordsPanel() {
  const { t } = useTranslation();
  const { data: templates } = useTemplates();
  const [filters, setFilters] = useState<InstanceFilters>({});
  const [keyword, setKeyword] = useState('');
  const [exporting, setExporting] = useState(false);
  const deferredKeyword = useDeferredValue(keyword.trim());
  const applied = { ...filters, keyword: deferredKeyword || undefined };
  const set = (patch: Partial<InstanceFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportInstances(applied), `${t('approval:records.fileName')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <div className="approval-filters">
        <Select<number>
          allowClear
          aria-label={t('approval:records.template')}
          placeholder={t('approval:records.template')}
          value={filters.templateId}
          options={(templates?.list ?? []).map((template) => ({ value: template.id, label: template.name }))}
          onChange={(templateId) => set({ templateId })}
        />
        <Select<InstanceState>
          allowClear
          aria-label={t('approval:records.state')}
          placeholder={t('approval:records.state')}
          value={filters.state}
          options={STATES.map((state) => ({ value: state, label: t(`approval:state.${state}`) }))}
          onChange={(state) => set({ state })}
        />
        <Input
          allowClear
          aria-label={t('approval:records.keyword')}
          placeholder={t('approval:records.keyword')}
          maxLength={50}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <StaffSelect
          multiple={false}
          label={t('approval:records.initiator')}
          placeholder={t('approval:records.initiator')}
          value={filters.initiatorUserId ? [filters.initiatorUserId] : []}
          onChange={([initiatorUserId]) => set({ initiatorUserId })}
        />
        <DepartmentSelect
          multiple={false}
          label={t('approval:records.department')}
          placeholder={t('approval:records.department')}
          value={filters.departmentId ? [filters.departmentId] : []}
          onChange={([departmentId]) => set({ departmentId })}
        />
        <DatePicker.RangePicker
          aria-label={t('approval:records.submitted')}
          placeholder={[t('approval:records.from'), t('approval:records.to')]}
          onChange={(range) => set({ submittedFrom: day(range?.[0]), submittedTo: day(range?.[1]) })}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          {t('approval:records.export')}
        </Button>
      </div>
      <InstanceList list="selectAll" filters={applied} />
    </>
  );
}
