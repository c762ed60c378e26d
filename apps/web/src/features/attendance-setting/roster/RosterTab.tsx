import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportError, importErrorsSchema } from '@renli/contracts';
import { Button, DatePicker, Empty, Modal, Select, Spin, Table, Upload } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../components/resource/save-file.ts';
import { chinaToday } from '../../../lib/china-today.ts';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { exportRoster, useGroups, useImportRoster, useRosterGrid, useSaveRoster } from '../api.ts';
import { RosterGridTable } from './RosterGridTable.tsx';
import { applyToCells, type Edits, editsToCells } from './roster-edits.ts';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The brush value of 休 in the select: shift ids are positive. */
const REST = 0;

/** 排班: a roster group's month, cells set by selecting them and choosing a shift, Excel both ways. */
export function RosterTab({ onGoTo }: { onGoTo: (tab: string) => void }) {
  const { t } = useTranslation('attendance-setting');
  const groups = useGroups();
  const rosterGroups = useMemo(
    () =>
      (groups.data ?? []).filter((g) => [g.current, g.next].some((v) => v?.rule.scheduleType === 'roster')),
    [groups.data],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const groupId = chosen ?? rosterGroups[0]?.id ?? null;
  const [month, setMonth] = useState(chinaToday().slice(0, 7));
  const grid = useRosterGrid(groupId, month);
  const [edits, setEdits] = useState<Edits>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ImportError[] | null>(null);
  const save = useSaveRoster();
  const importSheet = useImportRoster();

  const reset = () => {
    setEdits(new Map());
    setSelected(new Set());
  };
  const toggle = (keys: string[]) =>
    setSelected((current) => {
      const next = new Set(current);
      const all = keys.every((key) => next.has(key));
      for (const key of keys) {
        if (all) next.delete(key);
        else next.add(key);
      }
      return next;
    });
  const apply = (value: number) => {
    if (!grid.data) return;
    setEdits(applyToCells(grid.data, edits, selected, value === REST ? null : value));
    setSelected(new Set());
  };
  const submit = async () => {
    if (groupId === null) return;
    const { saved } = await save.mutateAsync({ groupId, cells: editsToCells(edits) });
    toast.success(t('roster.saved', { count: saved }));
    reset();
  };
  const send = async (file: File) => {
    if (groupId === null) return;
    try {
      const { imported } = await importSheet.mutateAsync({ groupId, file });
      toast.success(t('roster.imported', { count: imported }));
      reset();
    } catch (error) {
      const parsed = error instanceof ApiError ? importErrorsSchema.safeParse(error.data) : null;
      if (parsed?.success) setErrors(parsed.data.errors);
      else if (error instanceof ApiError) toast.error(error.message);
      else throw error;
    }
  };
  const download = async () => {
    if (groupId === null) return;
    saveFile(await exportRoster(groupId, month), `roster-${month}.xlsx`);
  };

  if (groups.isPending) return <Spin />;
  if (rosterGroups.length === 0)
    return (
      <Empty description={t('roster.empty')}>
        <Button type="primary" onClick={() => onGoTo('groups')}>
          {t('roster.toGroups')}
        </Button>
      </Empty>
    );
  return (
    <div>
      <div className="att-setting-toolbar">
        <Select<number>
          aria-label={t('roster.group')}
          value={groupId ?? undefined}
          options={rosterGroups.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(id) => {
            setChosen(id);
            reset();
          }}
          className="att-roster-group"
        />
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label={t('roster.month')}
          value={dayjs(`${month}-01`)}
          onChange={(value) => {
            if (value) setMonth(value.format('YYYY-MM'));
            reset();
          }}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('roster.export')}
        </Button>
        <Upload
          accept={XLSX}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importSheet.isPending}>
            {t('roster.import')}
          </Button>
        </Upload>
      </div>
      <div className="att-setting-toolbar">
        <Select<number>
          aria-label={t('roster.setTo')}
          placeholder={t('roster.setTo')}
          disabled={selected.size === 0}
          value={null}
          options={[
            { value: REST, label: t('roster.rest') },
            ...(grid.data?.shifts ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={apply}
          className="att-roster-brush"
        />
        <span className="att-setting-muted">{t('roster.selected', { count: selected.size })}</span>
        <Button
          type="primary"
          disabled={edits.size === 0}
          loading={save.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('roster.save', { count: edits.size })}
        </Button>
        <Button disabled={edits.size === 0 && selected.size === 0} onClick={reset}>
          {t('roster.discard')}
        </Button>
      </div>
      {grid.isPending && groupId !== null && <Spin />}
      {grid.data && grid.data.rows.length === 0 && <Empty description={t('roster.nobody')} />}
      {grid.data && grid.data.rows.length > 0 && (
        <RosterGridTable grid={grid.data} edits={edits} selected={selected} onToggle={toggle} />
      )}
      <Modal
        open={errors !== null}
        title={t('roster.errorsTitle')}
        footer={null}
        onCancel={() => setErrors(null)}
      >
        <Table<ImportError>
          size="small"
          rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
          dataSource={errors ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('roster.errorRow'), width: 70 },
            { key: 'field', dataIndex: 'field', title: t('roster.errorColumn'), width: 110 },
            { key: 'message', dataIndex: 'message', title: t('roster.errorMessage') },
          ]}
        />
      </Modal>
    </div>
  );
}
