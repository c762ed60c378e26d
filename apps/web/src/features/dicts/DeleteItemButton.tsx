import type { DictItem } from '@renli/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { dictApi, useDictWrite } from './api.ts';
import { labelOf } from './type-fields.tsx';

/** Removes one dictionary item after a confirmation naming it; the tree and the flat lists share it. */
export function DeleteItemButton({ item }: { item: DictItem }) {
  const { t, i18n } = useTranslation();
  const remove = useDictWrite(dictApi.remove);
  return (
    <Popconfirm
      title={t('dicts:confirm.delete', { label: labelOf(item, i18n.language) })}
      onConfirm={() =>
        remove.mutateAsync([[item.id]]).then(
          () => toast.success(t('dicts:toast.deleted')),
          () => undefined,
        )
      }
    >
      <Button type="link" size="small" danger>
        {t('dicts:actions.delete')}
      </Button>
    </Popconfirm>
  );
}
