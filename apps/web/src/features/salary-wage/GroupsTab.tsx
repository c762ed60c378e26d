import { PlusOutlined } from '@ant-design/icons';
import { labelIn, type SalaryGroup, SERVICE_FEE_LABELS } from '@renli/contracts';
import { Button, Card, Empty, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedType } from '../../lib/signed-type.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteGroup, useGroups, useItems } from './api.ts';
import { GroupDrawer } from './GroupDrawer.tsx';

/** 薪资组: each group's type, client, rules and items; add, edit, remove an empty one. */
export function GroupsTab() {
  const { t, i18n } = useTranslation('salary-wage');
  const sign = useSignedType();
  const groups = useGroups();
  const items = useItems();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<SalaryGroup | 'new' | null>(null);
  const nameOf = new Map((items.data?.list ?? []).map((i) => [i.code, i.name]));
  const list = (groups.data?.list ?? []).filter((g) => sign === undefined || g.employeeType === sign);

  return (
    <>
      <div className="salary-wage-toolbar">
        <Typography.Text type="secondary">{t('group.intro')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('group.create')}
        </Button>
      </div>
      {list.length === 0 && !groups.isLoading ? (
        <Empty description={t('group.empty')}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('group.create')}
          </Button>
        </Empty>
      ) : (
        <div className="salary-wage-cards">
          {list.map((group) => (
            <Card
              key={group.id}
              size="small"
              title={group.name}
              extra={
                <>
                  <Button type="link" size="small" onClick={() => setEditing(group)}>
                    {t('actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('group.deleteConfirm', { name: group.name })}
                    onConfirm={() =>
                      remove.mutateAsync(group.id).then(
                        () => toast.success(t('group.deleted')),
                        () => undefined,
                      )
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('actions.delete')}
                    </Button>
                  </Popconfirm>
                </>
              }
            >
              <dl className="salary-wage-facts">
                <dt>{t('group.employeeType')}</dt>
                <dd>{t(`type.${group.employeeType}`)}</dd>
                {group.clientCompany && (
                  <>
                    <dt>{t('group.clientCompany')}</dt>
                    <dd>{group.clientCompany}</dd>
                  </>
                )}
                <dt>{t('group.prorate')}</dt>
                <dd>{t(`prorate.${group.prorate}`)}</dd>
                <dt>{t('group.items')}</dt>
                <dd>{group.items.map((i) => nameOf.get(i.code) ?? i.code).join('、')}</dd>
                {group.feeKind && (
                  <>
                    <dt>{t('group.fee')}</dt>
                    <dd>
                      {labelIn(SERVICE_FEE_LABELS[group.feeKind], i18n.language)} {Number(group.feeValue)}
                    </dd>
                  </>
                )}
                <dt>{t('group.archives')}</dt>
                <dd>{group.archives}</dd>
              </dl>
            </Card>
          ))}
        </div>
      )}
      {editing && (
        <GroupDrawer
          group={editing === 'new' ? null : editing}
          items={items.data?.list ?? []}
          employeeType={sign ?? 1}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
