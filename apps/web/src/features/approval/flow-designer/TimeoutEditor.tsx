import type { NodeTimeout } from '@renli/contracts';
import { InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from '../../../components/pickers/pickers.tsx';

interface Props {
  value: NodeTimeout | undefined;
  /** `undefined` once every setting is cleared: the node has no timeout. */
  onChange: (timeout: NodeTimeout | undefined) => void;
}

const ACTIONS = ['approve', 'reject', 'transfer'] as const;

/**
 * An approver node's timeout (docs/product/approval.md, "Instances"): remind after N hours, and after
 * M hours act by itself — approve, reject, or hand the task to a named person.
 */
export function TimeoutEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const timeout = value ?? {};
  const set = (next: NodeTimeout) => {
    const kept = Object.fromEntries(Object.entries(next).filter(([, each]) => each !== undefined));
    onChange(Object.keys(kept).length > 0 ? kept : undefined);
  };
  const action = timeout.action ?? 'approve';
  return (
    <Space wrap>
      <InputNumber
        aria-label={t('approval:flow.remindAfter')}
        addonBefore={t('approval:flow.remindAfter')}
        addonAfter={t('form:unit.hour')}
        min={1}
        max={720}
        precision={0}
        value={timeout.remindAfterHours ?? null}
        onChange={(hours) => set({ ...timeout, remindAfterHours: hours ?? undefined })}
      />
      <InputNumber
        aria-label={t('approval:flow.actAfter')}
        addonBefore={t('approval:flow.actAfter')}
        addonAfter={t('form:unit.hour')}
        min={1}
        max={720}
        precision={0}
        value={timeout.actAfterHours ?? null}
        onChange={(hours) =>
          set(
            hours
              ? { ...timeout, actAfterHours: hours, action }
              : { ...timeout, actAfterHours: undefined, action: undefined, transferTo: undefined },
          )
        }
      />
      {timeout.actAfterHours !== undefined && (
        <Select
          aria-label={t('approval:flow.timeoutAction')}
          value={action}
          style={{ width: 120 }}
          options={ACTIONS.map((each) => ({ value: each, label: t(`approval:flow.actions.${each}`) }))}
          onChange={(next) =>
            set({
              ...timeout,
              action: next,
              transferTo: next === 'transfer' ? timeout.transferTo : undefined,
            })
          }
        />
      )}
      {timeout.actAfterHours !== undefined && action === 'transfer' && (
        <div style={{ minWidth: 200 }}>
          <StaffSelect
            multiple={false}
            label={t('approval:flow.transferTo')}
            placeholder={t('approval:flow.transferTo')}
            value={timeout.transferTo ? [timeout.transferTo] : []}
            onChange={(ids) => set({ ...timeout, transferTo: ids[0] })}
          />
        </div>
      )}
    </Space>
  );
}
