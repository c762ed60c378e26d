import { type StaffChange, StaffChangeKind, StaffChangeStage } from '@renli/contracts';
import { Button, Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { CHANGE_RESOURCES } from './api.ts';
import { DateDialog } from './DateDialog.tsx';
import { StageTag } from './StageTag.tsx';

const CONFIRMS = {
  [StaffChangeKind.REGULARIZE]: 'confirmOfficial',
  [StaffChangeKind.TRANSFER]: 'confirmTransfer',
  [StaffChangeKind.DIMISSION]: 'confirmDimission',
} as const;

const NONE: string[] = [];

const movable = (row: StaffChange) =>
  row.approvalId === null &&
  (row.stage === StaffChangeStage.PENDING || row.stage === StaffChangeStage.SCHEDULED);

interface Props {
  kind: StaffChangeKind;
  employeeType: number | undefined;
  /** Further fixed filters (离职's tabs: the stages). */
  filters?: Record<string, unknown>;
  /** The kind's own filters are dropped when the tab fixes them. */
  withoutFilters?: string[];
  toolbar?: ReactNode;
  /** Further row buttons (离职's checklist). */
  rowActions?: (row: StaffChange) => ReactNode;
}

/**
 * A tab's records of one kind (the kit's list of `/staffChange` with the kind and the sign fixed):
 * each row's stage (待生效 with its day, 已生效, 审批中), 确认 and 撤销 where the server allows them,
 * and 修改日期 until the change is in effect.
 */
export function ChangeRecords({
  kind,
  employeeType,
  filters,
  withoutFilters = NONE,
  toolbar,
  rowActions,
}: Props) {
  const { t } = useTranslation('staff-changes');
  const [moving, setMoving] = useState<StaffChange | null>(null);
  const config = useMemo(() => {
    const base = CHANGE_RESOURCES[kind];
    const fields = Object.fromEntries(
      Object.entries(base.fields).map(([key, spec]) => [
        key,
        withoutFilters.includes(key) ? { ...spec, in: spec.in.filter((place) => place !== 'filter') } : spec,
      ]),
    );
    return defineResourcePage<StaffChange>({
      resource: { ...base, fields },
      titleKey: `staff-changes:records.${kind}`,
      itemKey: `staff-changes:item.${kind}`,
      fixedFilters: { kind, ...(employeeType ? { employeeType } : {}), ...filters },
      cells: {
        stage: (row) => <StageTag row={row} />,
        selfRequested: (row) => (row.selfRequested ? <Tag color="cyan">{t('selfRequested')}</Tag> : '—'),
        // The timeline shows a ticked checklist as how much of it is done.
        checklist: (row) =>
          t('checklist.progress', {
            done: row.checklist.filter((item) => item.done).length,
            total: row.checklist.length,
          }),
      },
      transitions: {
        [CONFIRMS[kind]]: {
          labelKey: `staff-changes:confirm.${kind}`,
          confirmKey: `staff-changes:confirm.ask.${kind}`,
        },
        cancel: {
          labelKey: 'staff-changes:cancel.label',
          danger: true,
          form: [{ name: 'reason', labelKey: 'staff-changes:cancel.reason', textarea: true }],
        },
      },
      rowActions: (row) => (
        <>
          {rowActions?.(row)}
          {movable(row) && row.transitions?.includes('cancel') && (
            <Button type="link" size="small" onClick={() => setMoving(row)}>
              {t('date.action')}
            </Button>
          )}
        </>
      ),
      toolbar,
    });
  }, [kind, employeeType, filters, withoutFilters, toolbar, rowActions, t]);
  return (
    <>
      <ResourcePage config={config} />
      {moving && <DateDialog row={moving} onClose={() => setMoving(null)} />}
    </>
  );
}
