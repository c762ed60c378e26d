import { type EntryRecord, EntryStatus, staffEntryResource } from '@renli/contracts';
import { useIsFetching } from '@tanstack/react-query';
import { Segmented, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { resourceKeys } from '../../components/resource/hooks.ts';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { useEntryCounts } from './api.ts';
import { EntryRowActions } from './EntryRowActions.tsx';
import { employeeTypeOfSign } from './sign.ts';
import './staff-entry.css';

type Tab = (typeof EntryStatus)[keyof typeof EntryStatus];

/** The counts follow every list load, so a create, cancel or confirm shows in them at once. */
function useLiveCounts(employeeType: 1 | 2 | undefined) {
  const counts = useEntryCounts(employeeType);
  const loadingList = useIsFetching({ queryKey: resourceKeys.all(staffEntryResource) });
  const { refetch } = counts;
  useEffect(() => {
    if (loadingList === 0) void refetch();
  }, [loadingList, refetch]);
  return counts.data;
}

/**
 * 入职 (`#/staff/staffmanage/assi-in/:sign?`): pending hires, those who joined and those who did not
 * come, with the registration form, confirmation and cancellation per row (docs/product/staff.md,
 * "Entry (入职)").
 */
export function EntryPage() {
  const { t } = useTranslation('staff-entry');
  const employeeType = employeeTypeOfSign(useParams().sign);
  const [tab, setTab] = useState<Tab>(EntryStatus.PENDING);
  const counts = useLiveCounts(employeeType);
  const config = useMemo(
    () =>
      defineResourcePage<EntryRecord>({
        resource: staffEntryResource,
        titleKey: 'staff-entry:title',
        itemKey: 'staff-entry:item',
        createKey: 'staff-entry:create',
        fixedFilters: { status: tab, ...(employeeType ? { employeeType } : {}) },
        transitions: {
          cancel: {
            labelKey: 'staff-entry:actions.cancel',
            danger: true,
            form: [{ name: 'reason', labelKey: 'staff-entry:actions.cancelReason', textarea: true }],
          },
        },
        rowActions: (row) => <EntryRowActions row={row} />,
      }),
    [tab, employeeType],
  );
  const options = [
    { value: EntryStatus.PENDING, label: t('tabs.pending', { count: counts?.pending ?? 0 }) },
    { value: EntryStatus.JOINED, label: t('tabs.joined', { count: counts?.joinedThisMonth ?? 0 }) },
    { value: EntryStatus.CANCELLED, label: t('tabs.cancelled', { count: counts?.cancelled ?? 0 }) },
  ];
  return (
    <div className="staff-entry-page">
      <div className="staff-entry-tabs">
        <Segmented<Tab> aria-label={t('tabs.label')} options={options} value={tab} onChange={setTab} />
        {tab === EntryStatus.PENDING && (counts?.pendingFilled ?? 0) > 0 && (
          <Typography.Text type="secondary">
            {t('tabs.filledHint', { count: counts!.pendingFilled })}
          </Typography.Text>
        )}
      </div>
      <ResourcePage config={config} />
    </div>
  );
}
