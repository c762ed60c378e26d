import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DictItem, DictTreeItem, DictType } from '@renli/contracts';
import { Button, Card, Input, Select, Space, Switch, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi, useDictGroups, useDictTree, useDictWrite } from './api.ts';
import { DeleteItemButton } from './DeleteItemButton.tsx';
import { DictEditDrawer } from './DictEditDrawer.tsx';
import { DictListPage } from './DictListPage.tsx';
import { DICT_TYPE_CONFIG, labelOf } from './type-fields.tsx';

type Editor = { item: DictItem | null; parentId?: number | null } | null;

/** One back-office dictionary page (`#/Parameter/<type>`): the kit's list, or the tree editor. */
export function DictPage({ type }: { type: DictType }) {
  return DICT_TYPE_CONFIG[type].tree ? <DictTreePage type={type} /> : <DictListPage type={type} />;
}

/** The tree dictionary: one group at a time as a nested table, with "add child". */
function DictTreePage({ type }: { type: DictType }) {
  const { t, i18n } = useTranslation();
  const config = DICT_TYPE_CONFIG[type];
  const groups = useDictGroups(type, config.grouped).data ?? [];
  const [chosenGroup, setGroup] = useState<string | undefined>();
  // A tree shows one group at a time; until the admin picks one, the first.
  const group = chosenGroup ?? groups[0]?.groupCode;
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<1 | 2 | undefined>();
  const [editor, setEditor] = useState<Editor>(null);
  const tree = useDictTree(type, group ?? '');
  const toggle = useDictWrite(dictApi.setStatus);

  const columns: TableProps<DictItem>['columns'] = [
    { key: 'label', title: t('dicts:field.label'), render: (_, item) => labelOf(item, i18n.language) },
    { key: 'code', dataIndex: 'code', title: t('dicts:field.code') },
    ...config.columns.map((c) => ({
      key: c.key,
      title: t(c.titleKey),
      render: (_: unknown, item: DictItem) => c.render(item.extra, t),
    })),
    { key: 'sort', dataIndex: 'sort', title: t('dicts:field.sort'), width: 80 },
    {
      key: 'status',
      title: t('dicts:field.enabled'),
      width: 90,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.status === 1}
          loading={toggle.isPending && toggle.variables?.[0] === item.id}
          aria-label={t('dicts:field.enabled')}
          onChange={(on) => toggle.mutate([item.id, on ? 1 : 2])}
        />
      ),
    },
    {
      key: 'actions',
      title: t('dicts:actions.title'),
      width: 200,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditor({ item })}>
            {t('dicts:actions.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditor({ item: null, parentId: item.id })}>
            {t('dicts:actions.addChild')}
          </Button>
          <DeleteItemButton item={item} />
        </Space>
      ),
    },
  ];

  const groupOptions = groups.map((g) => ({ value: g.groupCode, label: `${g.groupCode} (${g.items})` }));
  const treeRows = filterTree(tree.data ?? [], keyword.trim().toLowerCase(), status);
  return (
    <Card title={t(`admin:menu.Parameter.${type}`)} data-testid={`dict-page-${type}`}>
      <Space wrap style={{ marginBottom: 16 }}>
        {config.grouped && (
          <Select
            allowClear={false}
            style={{ minWidth: 180 }}
            placeholder={t(config.groupLabelKey)}
            value={group}
            options={groupOptions}
            onChange={setGroup}
          />
        )}
        <Input.Search
          allowClear
          placeholder={t('dicts:hint.keyword')}
          onSearch={(value) => setKeyword(value.trim())}
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('dicts:field.status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 1, label: t('dicts:status.1') },
            { value: 2, label: t('dicts:status.2') },
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ item: null })}>
          {t('dicts:actions.create')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('dicts:actions.reload')}
          onClick={() => void tree.refetch()}
        />
      </Space>
      <Table<DictItem>
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        columns={columns}
        dataSource={treeRows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={`${group}:${treeRows.length}`}
      />
      {editor && (
        <DictEditDrawer
          key={editor.item?.id ?? `new-${editor.parentId ?? ''}`}
          type={type}
          editing={editor.item}
          preset={{ groupCode: group, parentId: editor.parentId ?? null }}
          tree={tree.data}
          onClose={() => setEditor(null)}
        />
      )}
    </Card>
  );
}

/** Keeps the items that match (and their ancestors, so the match stays in its place in the tree). */
export function filterTree(items: DictTreeItem[], keyword: string, status?: 1 | 2): DictTreeItem[] {
  if (!keyword && !status) return items;
  return items.flatMap((item) => {
    const children = filterTree(item.children ?? [], keyword, status);
    const text = `${item.code} ${item.labelZh} ${item.labelEn}`.toLowerCase();
    const matches = (!keyword || text.includes(keyword)) && (!status || item.status === status);
    if (!matches && children.length === 0) return [];
    return [{ ...item, children: children.length ? children : undefined }];
  });
}
