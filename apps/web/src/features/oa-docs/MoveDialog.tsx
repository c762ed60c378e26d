import type { DocItem } from '@renli/contracts';
import { Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useFolders, useMove } from './api.ts';

const TOP = 0;

/** Move a folder or file to another folder of its space, or the space's top. */
export function MoveDialog({ item, onClose }: { item: DocItem; onClose: () => void }) {
  const { t } = useTranslation('oa-docs');
  const folders = useFolders(item.spaceId, true);
  const move = useMove();
  const [target, setTarget] = useState<number>(item.parentId ?? TOP);
  const list = (folders.data?.list ?? []).filter((f) => f.id !== item.id);
  const ids = new Set(list.map((f) => f.id));
  const tree = [
    { value: TOP, title: t('move.top'), pId: undefined as number | undefined, id: TOP },
    ...list.map((f) => ({
      id: f.id,
      value: f.id,
      title: f.name,
      pId: f.parentId !== null && ids.has(f.parentId) ? f.parentId : TOP,
    })),
  ];
  return (
    <Modal
      open
      title={t('move.title', { name: item.name })}
      okText={t('ok')}
      confirmLoading={move.isPending}
      onCancel={onClose}
      onOk={async () => {
        await move.mutateAsync({ id: item.id, parentId: target === TOP ? null : target });
        toast.success(t('saved'));
        onClose();
      }}
    >
      <TreeSelect
        style={{ width: '100%' }}
        treeDataSimpleMode
        treeDefaultExpandAll
        loading={folders.isLoading}
        value={target}
        onChange={setTarget}
        treeData={tree}
        aria-label={t('move.target')}
      />
    </Modal>
  );
}
