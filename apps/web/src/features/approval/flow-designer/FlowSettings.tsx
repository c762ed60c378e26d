import type { ApprovalFlow } from '@renli/contracts';
import { Flex, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  value: ApprovalFlow;
  onChange: (flow: ApprovalFlow) => void;
}

/**
 * The whole flow's settings above the designer (docs/product/approval.md, "Flows" and "Instances"):
 * the same approver again (去重), where an approver may send a rejected instance back (退回设置), and
 * whether approvers may add signers (加签).
 */
export function FlowSettings({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} className="approval-flow-settings">
      <Space wrap>
        <span>{t('approval:flow.dedupe')}</span>
        <Radio.Group
          value={value.dedupe}
          onChange={(event) => onChange({ ...value, dedupe: event.target.value })}
          options={(['none', 'consecutive', 'any'] as const).map((dedupe) => ({
            value: dedupe,
            label: t(`approval:flow.dedupes.${dedupe}`),
          }))}
        />
      </Space>
      <Space wrap>
        <span>{t('approval:flow.sendBack')}</span>
        <Radio.Group
          value={value.sendBack}
          onChange={(event) => onChange({ ...value, sendBack: event.target.value })}
          options={(['none', 'initiator', 'earlier'] as const).map((sendBack) => ({
            value: sendBack,
            label: t(`approval:flow.sendBacks.${sendBack}`),
          }))}
        />
      </Space>
      <Space>
        <Switch
          aria-label={t('approval:flow.addSign')}
          checked={value.addSign}
          onChange={(addSign) => onChange({ ...value, addSign })}
        />
        {t('approval:flow.addSign')}
      </Space>
    </Flex>
  );
}
