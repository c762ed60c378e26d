import { PlusOutlined } from '@ant-design/icons';
import { type DictItem, type DictType, dictResource } from '@renli/contracts';
import { Button, Select, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { dictApi, useDictGroups, useDictWrite } from './api.ts';
import { DeleteItemButton } from './DeleteItemButton.tsx';
import { DictEditDrawer } from './DictEditDrawer.tsx';
import { DICT_TYPE_CONFIG, labelOf } from './type-fields.tsx';

type Row = DictItem & { transitions?: string[] };
type Editor = { item: DictItem | null } | null;

function Label({ item }: { item: DictItem }) {
  const { i18n } = useTranslation();
  return <>{labelOf(item, i18n.language)}</>;
}

/** On and off in place; the server applies the kit's transition and clears the apps' cache. */
function StatusSwitch({ item }: { item: DictItem }) {
  const { t } = useTranslation();
  const toggle = useDictWrite(item.type, dictApi.setStatus);
  return (
    <Switch
      size="small"
      checked={item.status === 1}
      loading={toggle.isPending}
      aria-label={t('dicts:field.enabled')}
      onChange={(on) => toggle.mutate([item.id, on ? 1 : 2])}
    />
  );
}

function RowActions({ item, onEdit }: { item: DictItem; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        {t('dicts:actions.edit')}
      </Button>
      <DeleteItemButton item={item} />
    </Space>
  );
}

/**
 * A flat dictionary (`#/Parameter/<type>` except the tree): the kit's list, export and timeline of
 * the type's items, with the dictionary's own editor for adding, changing and removing them.
 */
export function DictListPage({ type }: { type: DictType }) {
  const { t } = useTranslation();
  const typeConfig = DICT_TYPE_CONFIG[type];
  const groups = useDictGroups(type, typeConfig.grouped).data ?? [];
  const [editor, setEditor] = useState<Editor>(null);
  const groupOptions = groups.map((g) => ({ value: g.groupCode, label: `${g.groupCode} (${g.items})` }));

  const config = useMemo(
    () =>
      defineResourcePage<Row>({
        resource: dictResource,
        titleKey: `admin:menu.Parameter.${type}`,
        itemKey: 'dicts:item',
        fixedFilters: { type },
        columns: [
          { key: 'labelZh', titleKey: 'dicts:field.label', render: (item) => <Label item={item} /> },
          { key: 'code', titleKey: 'dicts:field.code' },
          ...(typeConfig.grouped ? [{ key: 'groupCode' as const, titleKey: typeConfig.groupLabelKey }] : []),
          ...typeConfig.columns.map((c) => ({
            key: 'extra' as const,
            id: `extra.${c.key}`,
            titleKey: c.titleKey,
            render: (item: Row) => c.render(item.extra, t),
          })),
          { key: 'sort', titleKey: 'dicts:field.sort', width: 80 },
          {
            key: 'status',
            titleKey: 'dicts:field.enabled',
            width: 90,
            render: (item) => <StatusSwitch item={item} />,
          },
        ],
        filters: [
          ...(typeConfig.grouped
            ? [
                {
                  name: 'groupCode',
                  labelKey: typeConfig.groupLabelKey,
                  input: <Select allowClear options={groupOptions} />,
                },
              ]
            : []),
          { name: 'keyword', labelKey: 'dicts:hint.keyword' },
          {
            name: 'status',
            labelKey: 'dicts:field.status',
            options: [
              { value: 1, labelKey: 'dicts:status.1' },
              { value: 2, labelKey: 'dicts:status.2' },
            ],
          },
        ],
        form: [],
        toolbar: (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ item: null })}>
            {t('dicts:actions.create')}
          </Button>
        ),
        rowActions: (item) => <RowActions item={item} onEdit={() => setEditor({ item })} />,
      }),
    [type, typeConfig, t, groupOptions],
  );

  return (
    <>
      <ResourcePage key={type} config={config} />
      {editor && (
        <DictEditDrawer
          key={editor.item?.id ?? 'new'}
          type={type}
          editing={editor.item}
          preset={{ groupCode: undefined, parentId: null }}
          onClose={() => setEditor(null)}
        />
      )}
    </>
  );
}
