import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { customFieldName, labelIn } from '@renli/contracts';
import { Button, Card, Grid, Popconfirm, Result, Space, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { hasOperation, resourceApi } from './api.ts';
import { ColumnSettings } from './ColumnSettings.tsx';
import { CustomFieldsButton } from './CustomFieldsDialog.tsx';
import { customCell, useCustomFields } from './custom-fields.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { declaredFields } from './declared-fields.ts';
import { EditDrawer } from './EditDrawer.tsx';
import { FilterBar } from './FilterBar.tsx';
import { displayField, fieldLabel } from './field-display.tsx';
import { useResourceList, useResourceRemove } from './hooks.ts';
import { ImportButton, TemplateButton } from './ImportButton.tsx';
import { saveFile } from './save-file.ts';
import { TransitionButtons } from './TransitionButtons.tsx';
import type { BaseRow, ListQuery, ResourcePageConfig } from './types.ts';
import { useColumnSettings } from './use-column-settings.ts';
import './resource.css';

const PAGE_SIZES = [10, 20, 50];

type Editor<Row> = { row: Row | null } | null;

/** Columns without a width keep at least this much when the table is narrower than its content. */
const MIN_COLUMN_WIDTH = 120;

/**
 * A whole list screen of one resource from a declarative config: filters, a server-sorted and paged
 * table with column settings and selection, create/edit and detail (with timeline) drawers, export,
 * import and the state machine's row buttons; only what the resource mounts and the caller may do.
 */
export function ResourcePage<Row extends BaseRow>({ config }: { config: ResourcePageConfig<Row> }) {
  const { t, i18n } = useTranslation();
  // On a phone the table scrolls sideways; a pinned action column would cover the data.
  const wide = Grid.useBreakpoint().md !== false;
  const { resource } = config;
  const [query, setQuery] = useState<ListQuery>({ pageNum: 1, pageSize: PAGE_SIZES[0]! });
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [editor, setEditor] = useState<Editor<Row>>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const fixed = config.fixedFilters ?? {};
  const list = useResourceList(resource, { ...query, ...filters, ...fixed });
  const remove = useResourceRemove(resource);
  const listed = declaredFields(resource, 'list');
  const custom = useCustomFields(resource);
  const columnIds = [
    ...listed.map(([key, spec]) => ({ key, title: fieldLabel(spec, i18n.language), hidden: spec.hidden })),
    // The company's own fields: columns to show in the settings, shown at first when marked so.
    ...custom.fields.map((field) => ({
      key: customFieldName(field.key),
      title: field.label,
      hidden: !field.showInList,
    })),
  ];
  const { visible, setVisible } = useColumnSettings(resource.name, columnIds);
  // Until the server says otherwise the buttons show; a refused write is still answered by the server.
  const canWrite = list.data?.canWrite !== false;
  const can = {
    create: canWrite && hasOperation(resource, 'insert'),
    edit: canWrite && hasOperation(resource, 'update'),
    remove: canWrite && hasOperation(resource, 'delete'),
    import: canWrite && hasOperation(resource, 'import'),
    export: hasOperation(resource, 'export'),
    detail: hasOperation(resource, 'selectById'),
  };
  const fileTitle = labelIn(resource.title, i18n.language);
  const busyRows = Boolean(config.transitions || config.rowActions);

  const removeRows = async (ids: number[]) => {
    try {
      const { deleted } = await remove.mutateAsync(ids);
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      toast.success(t('resource:toast.deleted', { count: deleted }));
    } catch (error) {
      // The HTTP client has shown the server's refusal (e.g. a department that still has staff).
      if (!(error instanceof ApiError)) throw error;
    }
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      saveFile(await resourceApi(resource).export({ ...filters, ...fixed }), `${fileTitle}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const sort = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const sortOrder = sort?.order ?? undefined;
    setQuery({
      pageNum: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? query.pageSize,
      sortField: sortOrder ? String(sort?.field ?? sort?.columnKey) : undefined,
      sortOrder,
    });
  };

  const columns: TableProps<Row>['columns'] = [
    ...listed
      .filter(([key]) => visible.has(key))
      .map(([key, spec]) => ({
        key,
        dataIndex: key,
        title: fieldLabel(spec, i18n.language),
        width: spec.width,
        minWidth: spec.width ?? MIN_COLUMN_WIDTH,
        sorter: resource.sortFields.includes(key),
        sortOrder: query.sortField === key ? query.sortOrder : null,
        render: (_: unknown, row: Row) =>
          config.cells?.[key]?.(row) ??
          displayField(key, spec, row as unknown as Record<string, unknown>, i18n.language),
      })),
    ...custom.fields
      .filter((field) => visible.has(customFieldName(field.key)))
      .map((field) => ({
        key: customFieldName(field.key),
        title: field.label,
        minWidth: MIN_COLUMN_WIDTH,
        render: (_: unknown, row: Row) => customCell(field, row, i18n.language),
      })),
    {
      key: 'actions',
      title: t('resource:actions.title'),
      fixed: wide ? 'right' : undefined,
      width: busyRows ? undefined : 170,
      render: (_, row) => (
        <Space size={0} wrap>
          {config.transitions && <TransitionButtons config={config} row={row} />}
          {config.rowActions?.(row)}
          {can.edit && (
            <Button type="link" size="small" onClick={() => setEditor({ row })}>
              {t('resource:actions.edit')}
            </Button>
          )}
          {can.detail && (
            <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
              {t('resource:actions.detail')}
            </Button>
          )}
          {can.remove && (
            <Popconfirm title={t('resource:confirm.deleteOne')} onConfirm={() => removeRows([row.id])}>
              <Button type="link" size="small" danger>
                {t('resource:actions.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Result
        status="error"
        title={t('resource:states.loadFailed')}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('resource:actions.retry')}</Button>}
      />
    );
  }

  const rows = list.data?.list ?? [];
  return (
    <Card className="renli-resource-page" title={t(config.titleKey)}>
      <FilterBar
        config={config}
        onSearch={(next) => {
          setFilters(next);
          setQuery((q) => ({ ...q, pageNum: 1 }));
        }}
      />
      <div className="renli-resource-toolbar">
        <Space wrap>
          {can.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ row: null })}>
              {t(config.createKey ?? 'resource:actions.create')}
            </Button>
          )}
          {config.toolbar}
          {custom.canEdit && <CustomFieldsButton resource={resource} />}
          {can.remove && (
            <Popconfirm
              title={t('resource:confirm.deleteMany', { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={() => removeRows(selected)}
            >
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
                {t('resource:actions.deleteSelected', { count: selected.length })}
              </Button>
            </Popconfirm>
          )}
          {config.bulkActions?.(selected, () => setSelected([]))}
          {can.export && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
              {t('resource:actions.export')}
            </Button>
          )}
          {can.import && <ImportButton config={config} />}
          {can.import && <TemplateButton config={config} />}
        </Space>
        <Space>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('resource:actions.reload')}
            onClick={() => void list.refetch()}
          />
          <ColumnSettings columns={columnIds} visible={visible} onChange={setVisible} />
        </Space>
      </div>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={config.tree ? config.tree(rows) : rows}
        rowSelection={
          can.remove || config.bulkActions
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                checkStrictly: true,
              }
            : undefined
        }
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('resource:pagination.total', { total }),
        }}
      />
      {editor && (
        <EditDrawer
          key={editor.row?.id ?? 'new'}
          config={config}
          editing={editor.row}
          onClose={() => setEditor(null)}
        />
      )}
      <DetailDrawer config={config} id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
