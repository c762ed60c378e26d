import { COLUMN_KEYS, type ColumnKey, type ColumnLevel } from '@renli/contracts';
import { Button, Card, Empty, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useCompanyColumns,
  useEmptyStaffPermissions,
  useSaveStaffPermissions,
  useStaffPermissions,
} from '../api.ts';
import { StaffPicker } from './StaffPicker.tsx';

type Choice = ColumnLevel | 'none';
const CHOICES: Choice[] = ['none', 'read', 'update'];

/** Reads `?staffId=` (the staff accounts page links here with it). */
function useStaffParam(): [number | null, (staffId: number) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('staffId'));
  const staffId = Number.isInteger(id) && id > 0 ? id : null;
  return [staffId, (next) => setParams({ staffId: String(next) }, { replace: true })];
}

/** One staff member's permission set: none / read / update per column, saved or emptied at once. */
export function StaffPermissionEditor() {
  const { t } = useTranslation();
  const [staffId, setStaffId] = useStaffParam();
  const set = useStaffPermissions(staffId);
  const company = useCompanyColumns();
  const save = useSaveStaffPermissions();
  const empty = useEmptyStaffPermissions();
  const [levels, setLevels] = useState<Partial<Record<ColumnKey, ColumnLevel>>>({});

  useEffect(() => {
    if (set.data) setLevels(Object.fromEntries(set.data.columns.map((c) => [c.columnKey, c.level])));
  }, [set.data]);

  const closed = new Set(company.data?.columns.filter((c) => !c.opened).map((c) => c.columnKey));
  /** Runs a change and confirms it; a refusal was already shown by the HTTP client. */
  const run = async (change: () => Promise<unknown>, doneKey: string) => {
    try {
      await change();
      toast.success(t(doneKey));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };
  const onSave = (staffId: number) => {
    const columns = COLUMN_KEYS.flatMap((columnKey) => {
      const level = levels[columnKey];
      return level && !closed.has(columnKey) ? [{ columnKey, level }] : [];
    });
    return run(() => save.mutateAsync({ staffId, columns }), 'permissions:staff.saved');
  };

  return (
    <Card
      title={t('permissions:staff.title')}
      extra={<StaffPicker value={staffId} valueName={set.data?.staffName} onChange={setStaffId} />}
    >
      {staffId === null || set.isError ? (
        <Empty description={t('permissions:staff.none')} />
      ) : (
        <>
          <Table
            rowKey="columnKey"
            size="small"
            pagination={false}
            loading={set.isLoading}
            dataSource={COLUMN_KEYS.map((columnKey) => ({ columnKey }))}
            columns={[
              {
                key: 'column',
                title: t('permissions:staff.column'),
                render: (_, { columnKey }) => (
                  <Space>
                    {t(`nav:${columnKey}.title`)}
                    {closed.has(columnKey) && <Tag>{t('permissions:staff.closed')}</Tag>}
                  </Space>
                ),
              },
              {
                key: 'level',
                title: t('permissions:staff.level'),
                render: (_, { columnKey }) => (
                  <Radio.Group
                    aria-label={t(`nav:${columnKey}.title`)}
                    disabled={closed.has(columnKey)}
                    value={levels[columnKey] ?? 'none'}
                    onChange={(e) => {
                      const choice = e.target.value as Choice;
                      setLevels((current) => ({
                        ...current,
                        [columnKey]: choice === 'none' ? undefined : choice,
                      }));
                    }}
                    options={CHOICES.map((choice) => ({
                      value: choice,
                      label: t(`permissions:level.${choice}`),
                    }))}
                  />
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" loading={save.isPending} onClick={() => void onSave(staffId)}>
              {t('permissions:staff.save')}
            </Button>
            <Popconfirm
              title={t('permissions:staff.emptyConfirm')}
              onConfirm={() => run(() => empty.mutateAsync(staffId), 'permissions:staff.emptied')}
            >
              <Button danger loading={empty.isPending}>
                {t('permissions:staff.empty')}
              </Button>
            </Popconfirm>
          </Space>
        </>
      )}
    </Card>
  );
}
