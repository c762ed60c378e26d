import { PlusOutlined } from '@ant-design/icons';
import { StaffChangeKind } from '@renli/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedType } from '../../lib/signed-type.ts';
import { ChangeRecords } from './ChangeRecords.tsx';
import { TransferDialog } from './TransferDialog.tsx';

/** 调动管理 (`#/staff/staffmanage/assi-change/:sign?`): the transfers, and 发起调动. */
export function TransferPage() {
  const { t } = useTranslation('staff-changes');
  const employeeType = useSignedType();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ChangeRecords
        kind={StaffChangeKind.TRANSFER}
        employeeType={employeeType}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('transfer.start')}
          </Button>
        }
      />
      {open && <TransferDialog onClose={() => setOpen(false)} />}
    </>
  );
}
