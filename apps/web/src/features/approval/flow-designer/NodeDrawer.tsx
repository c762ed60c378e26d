import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type {
  ApprovalForm,
  ApproverNode,
  ApproverSpec,
  Branch,
  CcNode,
  ConditionBranch,
  FlowNode,
} from '@renli/contracts';
import { Button, Card, Drawer, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffSelect } from '../../../components/pickers/pickers.tsx';
import { ApproverSpecEditor } from './ApproverSpecEditor.tsx';
import { ConditionsEditor } from './ConditionsEditor.tsx';
import { TimeoutEditor } from './TimeoutEditor.tsx';

/** What the drawer edits: a node, or a branch of a condition or parallel node. */
export type DrawerTarget =
  | { kind: 'node'; node: ApproverNode | CcNode }
  | { kind: 'branch'; node: FlowNode; branch: Branch | ConditionBranch; isDefault: boolean };

interface Props {
  target: DrawerTarget;
  form: ApprovalForm;
  onNode: (node: FlowNode) => void;
  onBranch: (branch: Branch | ConditionBranch) => void;
  onClose: () => void;
}

/** The side drawer of the flow designer: a node's or a branch's settings, applied as they are edited. */
export function NodeDrawer({ target, form, onNode, onBranch, onClose }: Props) {
  const { t } = useTranslation();
  const title = target.kind === 'node' ? target.node.name : target.branch.name || t('approval:flow.branch');
  return (
    <Drawer open onClose={onClose} title={title} size="min(480px, 100vw)">
      <Form layout="vertical">
        {target.kind === 'node' && target.node.type === 'approver' && (
          <ApproverNodeForm node={target.node} form={form} onChange={onNode} />
        )}
        {target.kind === 'node' && target.node.type === 'cc' && (
          <CcNodeForm node={target.node} form={form} onChange={onNode} />
        )}
        {target.kind === 'branch' && <BranchForm target={target} form={form} onChange={onBranch} />}
      </Form>
    </Drawer>
  );
}

function NameItem({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('form:prop.name')}>
      <Input
        aria-label={t('form:prop.name')}
        maxLength={40}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}

function ApproverNodeForm({
  node,
  form,
  onChange,
}: {
  node: ApproverNode;
  form: ApprovalForm;
  onChange: (node: ApproverNode) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NameItem value={node.name} onChange={(name) => onChange({ ...node, name })} />
      <Form.Item label={t('approval:flow.approvers')}>
        <ApproverSpecEditor
          value={node.approvers}
          form={form}
          onChange={(approvers) => onChange({ ...node, approvers })}
        />
      </Form.Item>
      <Form.Item label={t('approval:flow.mode')}>
        <Radio.Group
          value={node.mode}
          onChange={(event) => onChange({ ...node, mode: event.target.value })}
          options={(['sequential', 'all', 'any'] as const).map((mode) => ({
            value: mode,
            label: t(`approval:flow.modes.${mode}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('approval:flow.empty')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group
            value={node.empty.kind}
            onChange={(event) => {
              const kind = event.target.value as ApproverNode['empty']['kind'];
              onChange({ ...node, empty: kind === 'user' ? { kind, userId: 0 } : { kind } });
            }}
            options={(['autoPass', 'admin', 'user'] as const).map((kind) => ({
              value: kind,
              label: t(`approval:flow.emptyKinds.${kind}`),
            }))}
          />
          {node.empty.kind === 'user' && (
            <StaffSelect
              multiple={false}
              label={t('approval:flow.emptyKinds.user')}
              value={node.empty.userId > 0 ? [node.empty.userId] : []}
              onChange={(ids) => onChange({ ...node, empty: { kind: 'user', userId: ids[0] ?? 0 } })}
            />
          )}
        </Space>
      </Form.Item>
      <Form.Item label={t('approval:flow.timeout')}>
        <TimeoutEditor
          value={node.timeout}
          onChange={(timeout) => {
            const { timeout: _dropped, ...rest } = node;
            onChange(timeout ? { ...rest, timeout } : rest);
          }}
        />
      </Form.Item>
    </>
  );
}

function CcNodeForm({
  node,
  form,
  onChange,
}: {
  node: CcNode;
  form: ApprovalForm;
  onChange: (node: CcNode) => void;
}) {
  const { t } = useTranslation();
  const replace = (index: number, spec: ApproverSpec) =>
    onChange({ ...node, recipients: node.recipients.map((each, i) => (i === index ? spec : each)) });
  const removeButton = (index: number) => (
    <Button
      size="small"
      type="text"
      aria-label={t('approval:flow.removeRecipient', { n: index + 1 })}
      icon={<DeleteOutlined />}
      disabled={node.recipients.length <= 1}
      onClick={() => onChange({ ...node, recipients: node.recipients.filter((_, i) => i !== index) })}
    />
  );
  return (
    <>
      <NameItem value={node.name} onChange={(name) => onChange({ ...node, name })} />
      <Form.Item label={t('form:prop.recipients')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {node.recipients.map((spec, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: recipients have no identity of their own
            <Card key={index} size="small" extra={removeButton(index)}>
              <ApproverSpecEditor value={spec} form={form} onChange={(next) => replace(index, next)} />
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={node.recipients.length >= 10}
            onClick={() => onChange({ ...node, recipients: [...node.recipients, { kind: 'initiator' }] })}
          >
            {t('approval:flow.addRecipient')}
          </Button>
        </Space>
      </Form.Item>
    </>
  );
}

function BranchForm({
  target,
  form,
  onChange,
}: {
  target: Extract<DrawerTarget, { kind: 'branch' }>;
  form: ApprovalForm;
  onChange: (branch: Branch | ConditionBranch) => void;
}) {
  const { t } = useTranslation();
  const { branch, isDefault } = target;
  return (
    <>
      <NameItem value={branch.name} onChange={(name) => onChange({ ...branch, name })} />
      {isDefault && <p>{t('approval:flow.otherwiseHelp')}</p>}
      {'conditions' in branch && (
        <Form.Item label={t('form:prop.conditions')}>
          <ConditionsEditor
            value={branch.conditions}
            form={form}
            onChange={(conditions) => onChange({ ...branch, conditions })}
          />
        </Form.Item>
      )}
    </>
  );
}
