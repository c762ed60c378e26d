import type { DocGrant } from '@renli/contracts';
import { Alert, Button, Drawer, Empty, List, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { usePeople, usePermissions, useSetPermissions } from './api.ts';

type Row = DocGrant & { name: string };

/**
 * Who may view or edit a space, folder or file: departments (their sub-departments too) and people.
 * Grants pass down to everything inside unless an item turns inheriting off.
 */
export function PermissionsDrawer({
  spaceId,
  nodeId,
  name,
  onClose,
}: {
  spaceId: number;
  nodeId: number | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('oa-docs');
  const current = usePermissions(spaceId, nodeId, true);
  const people = usePeople(true);
  const save = useSetPermissions();
  const [inherit, setInherit] = useState(true);
  const [rows, setRows] = useState<Row[]>([]);
  const [adding, setAdding] = useState<string | null>(null);

  useEffect(() => {
    if (!current.data) return;
    setInherit(current.data.inherit);
    setRows(current.data.grants);
  }, [current.data]);

  const options = [
    {
      label: t('permissions.departments'),
      options: (people.data?.departments ?? []).map((d) => ({ value: `dept:${d.id}`, label: d.name })),
    },
    {
      label: t('permissions.people'),
      options: (people.data?.people ?? []).map((p) => ({
        value: `user:${p.userId}`,
        label: p.deptName ? `${p.name}（${p.deptName}）` : p.name,
      })),
    },
  ];
  const labelOf = (key: string) =>
    options.flatMap((g) => g.options).find((o) => o.value === key)?.label ?? key;

  function add(key: string) {
    const [type, id] = key.split(':');
    if (rows.some((r) => `${r.subjectType}:${r.subjectId}` === key)) return;
    setRows([
      ...rows,
      { subjectType: type as Row['subjectType'], subjectId: Number(id), level: 'view', name: labelOf(key) },
    ]);
    setAdding(null);
  }

  return (
    <Drawer
      rootClassName="oa-docs-drawer"
      open
      title={t('permissions.title', { name })}
      onClose={onClose}
      size="large"
      extra={
        <Button
          type="primary"
          loading={save.isPending}
          disabled={!current.data}
          onClick={async () => {
            await save.mutateAsync({
              spaceId,
              nodeId,
              inherit,
              grants: rows.map(({ subjectType, subjectId, level }) => ({ subjectType, subjectId, level })),
            });
            toast.success(t('saved'));
            onClose();
          }}
        >
          {t('save')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Alert
          type="info"
          showIcon
          message={nodeId === null ? t('permissions.spaceNote') : t('permissions.nodeNote')}
        />
        <Space>
          <Switch checked={inherit} onChange={setInherit} aria-label={t('permissions.inherit')} />
          <Typography.Text>
            {nodeId === null ? t('permissions.defaults') : t('permissions.inherit')}
          </Typography.Text>
        </Space>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          placeholder={t('permissions.add')}
          value={adding}
          onChange={add}
          options={options}
          loading={people.isLoading}
          aria-label={t('permissions.add')}
        />
        <List
          locale={{ emptyText: <Empty description={t('permissions.none')} /> }}
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              actions={[
                <Select
                  key="level"
                  size="small"
                  value={row.level}
                  style={{ width: 96 }}
                  onChange={(level) => setRows(rows.map((r) => (r === row ? { ...r, level } : r)))}
                  options={[
                    { value: 'view', label: t('permissions.view') },
                    { value: 'edit', label: t('permissions.edit') },
                  ]}
                />,
                <Button
                  key="remove"
                  size="small"
                  type="link"
                  danger
                  onClick={() => setRows(rows.filter((r) => r !== row))}
                >
                  {t('permissions.remove')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={row.name || labelOf(`${row.subjectType}:${row.subjectId}`)}
                description={row.subjectType === 'dept' ? t('permissions.deptNote') : t('permissions.person')}
              />
            </List.Item>
          )}
        />
      </Space>
    </Drawer>
  );
}
