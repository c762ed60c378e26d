import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { IndicatorGroup, IndicatorKind } from '@renli/contracts';
import { Button, Empty, Input, List, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useDeleteGroup, useSaveGroup } from './api.ts';

/** 分组管理: the groups of one kind — add, rename, remove an empty one. */
export function GroupsDialog({
  kind,
  groups,
  onClose,
}: {
  kind: IndicatorKind;
  groups: readonly IndicatorGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation('performance-library');
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ group: IndicatorGroup; name: string } | null>(null);
  const own = groups.filter((g) => g.kind === kind);

  const add = () =>
    save.mutateAsync({ kind, name, sort: own.length }).then(
      () => setName(''),
      () => undefined,
    );
  const rename = () =>
    editing &&
    save
      .mutateAsync({
        id: editing.group.id,
        version: editing.group.version,
        kind,
        name: editing.name,
        sort: editing.group.sort,
      })
      .then(
        () => setEditing(null),
        () => undefined,
      );

  return (
    <Modal open title={t('group.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Space.Compact block>
        <Input
          value={name}
          maxLength={30}
          placeholder={t('group.namePlaceholder')}
          aria-label={t('group.name')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => name.trim() && void add()}
        />
        <Button type="primary" disabled={!name.trim()} loading={save.isPending} onClick={() => void add()}>
          {t('group.add')}
        </Button>
      </Space.Compact>
      {own.length === 0 ? (
        <Empty description={t('group.empty')} />
      ) : (
        <List
          dataSource={own}
          renderItem={(group) =>
            editing?.group.id === group.id ? (
              <List.Item>
                <Space.Compact block>
                  <Input
                    value={editing.name}
                    maxLength={30}
                    aria-label={t('group.name')}
                    onChange={(e) => setEditing({ group, name: e.target.value })}
                    onPressEnter={() => void rename()}
                  />
                  <Button type="primary" onClick={() => void rename()}>
                    {t('actions.save')}
                  </Button>
                </Space.Compact>
              </List.Item>
            ) : (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('actions.rename')}
                    onClick={() => setEditing({ group, name: group.name })}
                  />,
                  <Popconfirm
                    key="delete"
                    title={t('group.deleteConfirm', { name: group.name })}
                    onConfirm={() =>
                      remove.mutateAsync(group.id).then(
                        () => toast.success(t('group.deleted')),
                        () => undefined,
                      )
                    }
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={group.name}
                  description={t('group.count', { count: group.indicators })}
                />
              </List.Item>
            )
          }
        />
      )}
    </Modal>
  );
}
