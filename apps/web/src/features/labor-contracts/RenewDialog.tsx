import {
  type LaborContractRow,
  LaborContractSignKind,
  LaborContractType,
  labelIn,
  laborContractResource,
} from '@renli/contracts';
import { Button, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceTransition } from '../../components/resource/hooks.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { ContractAssessment } from './ContractAssessment.tsx';
import { useContractCheck } from './use-contract-check.ts';

const { fields } = laborContractResource;

interface RenewValues {
  contractNo?: string;
  contractType: number;
  endDate?: string;
  signDate?: string;
}

/** A date field kept as `YYYY-MM-DD`, the way the contract's dates travel. */
function DayInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (day?: string) => void;
}) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
      style={{ width: '100%' }}
    />
  );
}

/**
 * 续签 (docs/product/labor-contracts.md, "States"): the next contract starts the day after this one
 * ends, without probation. The dialog asks for its number, type and end, and shows `check`'s
 * warnings (e.g. a third consecutive fixed term, art. 14) before HR confirms.
 */
function RenewForm({ row, onClose }: { row: LaborContractRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('labor-contracts');
  const [form] = Form.useForm<RenewValues>();
  const transition = useResourceTransition(laborContractResource);
  const startDate = dayjs(row.endDate).add(1, 'day').format('YYYY-MM-DD');
  const values = Form.useWatch([], form) ?? { contractType: row.contractType };
  const { data } = useContractCheck({
    staffId: row.staffId,
    contractType: values.contractType as LaborContractRow['contractType'],
    signKind: LaborContractSignKind.RENEWAL,
    startDate,
    endDate: values.endDate,
    probationMonths: 0,
  });
  const fixedTerm = values.contractType === LaborContractType.FIXED;

  const submit = async (input: RenewValues) => {
    try {
      await transition.mutateAsync({ ...input, id: row.id, version: row.version, name: 'renew' });
      toast.success(t('renew.done', { name: row.staffName }));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };

  const label = (name: keyof typeof fields) => labelIn(fields[name].label, i18n.language);
  return (
    <Modal
      open
      title={t('renew.title', { name: row.staffName })}
      okText={t('transition.renew')}
      cancelText={t('resource:actions.cancel')}
      confirmLoading={transition.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">
        {t('renew.starts', { date: startDate })} {t('renew.noProbation')}
      </Typography.Paragraph>
      <Form
        form={form}
        name="renew"
        layout="vertical"
        initialValues={{ contractType: row.contractType }}
        onFinish={submit}
      >
        <Form.Item
          name="contractNo"
          label={t('renew.contractNo')}
          rules={[{ required: true, whitespace: true, message: t('renew.contractNoRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="contractType" label={label('contractType')}>
          <Select
            options={fields.contractType.options.map((option) => ({
              value: option.value,
              label: labelIn(option.label, i18n.language),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={label('endDate')}
          rules={[{ required: fixedTerm, message: t('renew.endRequired') }]}
        >
          <DayInput />
        </Form.Item>
        <Form.Item name="signDate" label={label('signDate')}>
          <DayInput />
        </Form.Item>
      </Form>
      <ContractAssessment assessment={data} />
    </Modal>
  );
}

/** The row's 续签 button, shown when the server allows the renewal (an active contract with an end). */
export function RenewButton({ row }: { row: LaborContractRow }) {
  const { t } = useTranslation('labor-contracts');
  const [open, setOpen] = useState(false);
  if (!row.transitions?.includes('renew')) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('transition.renew')}
      </Button>
      {open && <RenewForm row={row} onClose={() => setOpen(false)} />}
    </>
  );
}
