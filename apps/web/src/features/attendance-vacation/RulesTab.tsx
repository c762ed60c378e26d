import type { LeaveType } from '@renli/contracts';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveTypeStatus, useLeaveTypes } from './api.ts';
import { LeaveTypeDialog } from './LeaveTypeDialog.tsx';

/** 假期规则: the company's leave types with their unit, pay, counting and balance rule. */
export function RulesTab() {
  const { t } = useTranslation('attendance-vacation');
  const types = useLeaveTypes();
  const status = useLeaveTypeStatus();
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const yesNo = (value: boolean) => t(value ? 'rules.yes' : 'rules.no');
  const columns: TableColumnsType<LeaveType> = [
    { key: 'name', title: t('rules.name'), render: (_, type) => type.name },
    { key: 'unit', title: t('rules.unit'), render: (_, type) => t(`rules.units.${type.unit}`) },
    { key: 'paid', title: t('rules.paid'), render: (_, type) => yesNo(type.paid) },
    { key: 'workdaysOnly', title: t('rules.workdaysOnly'), render: (_, type) => yesNo(type.workdaysOnly) },
    {
      key: 'balanceRule',
      title: t('rules.balanceRule'),
      render: (_, type) =>
        `${t(`rules.rules.${type.balanceRule}`)}${type.yearlyQuota ? ` ${type.yearlyQuota}` : ''}`,
    },
    {
      key: 'status',
      title: t('rules.status'),
      render: (_, type) => (
        <Tag color={type.status === 1 ? 'green' : 'default'}>
          {t(type.status === 1 ? 'rules.active' : 'rules.disabled')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, type) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(type)}>
            {t('rules.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger={type.status === 1}
            onClick={() =>
              status.mutate({ id: type.id, version: type.version, status: type.status === 1 ? 2 : 1 })
            }
          >
            {t(type.status === 1 ? 'rules.disable' : 'rules.enable')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <div className="vacation-toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('rules.add')}
        </Button>
      </div>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={types.data ?? []}
        loading={types.isPending}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
      {editing && (
        <LeaveTypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
