import { PlusOutlined } from '@ant-design/icons';
import {
  type DictItem,
  type DictType,
  dictResource,
  type FieldSpec,
  type Label,
  type ResourceFields,
} from '@renli/contracts';
import { Button, Select, Space, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { dictApi, useDictGroups, useDictWrite } from './api.ts';
import { DeleteItemButton } from './DeleteItemButton.tsx';
import { DictEditDrawer } from './DictEditDrawer.tsx';
import { DICT_TYPE_CONFIG, type DictTypeConfig } from './type-fields.tsx';

type Row = DictItem & { transitions?: string[] };
type Editor = { item: DictItem | null } | null;

/** The page's own text, already in the UI language (the page is drawn again when it changes). */
const shown = (text: string): Label => ({ 'zh-CN': text, en: text });

/**
 * The declared fields as one type shows them: the group only where items are grouped (named as the
 * type names it), and the type's own columns read from `extra` before the sort order and status.
 */
function typeFields(typeConfig: DictTypeConfig, t: TFunction): ResourceFields {
  const { type, labelZh, labelEn, code, groupCode, keyword, sort, status } = dictResource.fields;
  const extra: Record<string, FieldSpec> = Object.fromEntries(
    typeConfig.columns.map((c) => [
      `extra.${c.key}`,
      { label: shown(t(c.titleKey)), in: ['list', 'detail'] },
    ]),
  );
  return {
    type,
    labelZh,
    labelEn,
    code,
    ...(typeConfig.grouped ? { groupCode: { ...groupCode, label: shown(t(typeConfig.groupLabelKey)) } } : {}),
    keyword,
    ...extra,
    sort,
    status,
  };
}

/** On and off in place; the server applies the kit's transition and clears the apps' cache. */
function StatusSwitch({ item }: { item: DictItem }) {
  const { t } = useTranslation();
  const toggle = useDictWrite(dictApi.setStatus);
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
        resource: { ...dictResource, fields: typeFields(typeConfig, t) },
        titleKey: `admin:menu.Parameter.${type}`,
        itemKey: 'dicts:item',
        fixedFilters: { type },
        cells: {
          ...Object.fromEntries(
            typeConfig.columns.map((c) => [`extra.${c.key}`, (item: Row) => c.render(item.extra, t)]),
          ),
          status: (item) => <StatusSwitch item={item} />,
        },
        inputs: { groupCode: <Select allowClear options={groupOptions} /> },
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
