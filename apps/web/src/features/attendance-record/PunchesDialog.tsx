import { PUNCH_NOTE_MAX, type Punch } from '@renli/contracts';
import { Button, Empty, Form, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../components/attendance/china-clock.ts';
import { showFormError } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useStaffDays, useVoidPunch } from './api.ts';
import { PunchLine } from './PunchLine.tsx';

/** 作废: voids one punch with a required note; it stays listed. */
function VoidDialog({ punch, onClose }: { punch: Punch; onClose: () => void }) {
  const { t } = useTranslation('attendance-record');
  const [form] = Form.useForm<{ note: string }>();
  const voidPunch = useVoidPunch();
  const finish = async ({ note }: { note: string }) => {
    try {
      await voidPunch.mutateAsync({ id: punch.id, note });
      toast.success(t('punches.voided'));
      onClose();
    } catch (error) {
      showFormError(form, error);
    }
  };
  return (
    <Modal
      open
      title={t('punches.voidTitle', { time: chinaTime(punch.at) })}
      okText={t('punches.void')}
      okButtonProps={{ danger: true }}
      confirmLoading={voidPunch.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void finish(values)}>
        <Form.Item name="note" label={t('punches.voidNote')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea
            rows={3}
            maxLength={PUNCH_NOTE_MAX}
            showCount
            placeholder={t('punches.voidPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface Props {
  staffId: number;
  name: string;
  day: string;
  onClose: () => void;
}

/** A staff member's punches of a day with their sources, each valid one with 作废. */
export function PunchesDialog({ staffId, name, day, onClose }: Props) {
  const { t } = useTranslation('attendance-record');
  const days = useStaffDays({ staffId, from: day, to: day });
  const [voiding, setVoiding] = useState<Punch | null>(null);
  // Another row's punches stay on screen while this one's load: show none of them meanwhile.
  const punches = days.isPlaceholderData ? undefined : days.data?.punches;
  return (
    <Modal open title={t('punches.title', { name, day })} footer={null} onCancel={onClose} destroyOnHidden>
      {!punches ? (
        <Skeleton active />
      ) : punches.length === 0 ? (
        <Empty description={t('punches.empty')} />
      ) : (
        <ul className="attendance-record-punches">
          {punches.map((punch) => (
            <PunchLine
              key={punch.id}
              punch={punch}
              action={
                !punch.voided && (
                  <Button size="small" danger type="link" onClick={() => setVoiding(punch)}>
                    {t('punches.void')}
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
      {voiding && <VoidDialog punch={voiding} onClose={() => setVoiding(null)} />}
    </Modal>
  );
}
