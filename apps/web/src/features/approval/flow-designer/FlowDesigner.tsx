import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApprovalFlow, ApprovalForm, Branch, ConditionBranch, FlowNode } from '@renli/contracts';
import { Alert, Button, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../approval.css';
import { useDepartments } from '../../../components/pickers/pickers.tsx';
import { FlowSettings } from './FlowSettings.tsx';
import {
  addBranch,
  type FlowTexts,
  findNode,
  insertNode,
  type ListOwner,
  type NewNodeType,
  removeBranch,
  removeNode,
  replaceBranch,
  replaceNode,
} from './flow-edit.ts';
import { flowIssues } from './flow-issues.ts';
import { type DrawerTarget, NodeDrawer } from './NodeDrawer.tsx';
import { approverText, conditionsText, type SummaryContext } from './summary.ts';

interface Props {
  value: ApprovalFlow;
  onChange: (flow: ApprovalFlow) => void;
  /** The template's form: conditions test its fields, nodes may name its staff fields. */
  form: ApprovalForm;
}

type Selection = { nodeId: string; branchId?: string } | undefined;

/** Everything the recursive parts of the tree need. */
interface Tree {
  context: SummaryContext;
  add: (owner: ListOwner, index: number, type: NewNodeType) => void;
  select: (selection: Selection) => void;
  remove: (nodeId: string) => void;
  addBranch: (nodeId: string) => void;
  removeBranch: (nodeId: string, branchId: string) => void;
}

/**
 * 流程设计 in the DingTalk style: 发起人 → nodes → 流程结束 down the page, a "+" between any two nodes,
 * condition and parallel branches side by side (stacked on phones), and a drawer to edit what is
 * clicked (docs/product/approval.md, "Flows"). The value is checked against the contract's `approvalFlow`.
 */
export function FlowDesigner({ value, onChange, form }: Props) {
  const { t } = useTranslation();
  const { nameOf } = useDepartments();
  const [selection, setSelection] = useState<Selection>();
  const texts: FlowTexts = {
    approver: t('approval:flow.type.approver'),
    cc: t('approval:flow.type.cc'),
    condition: (n) => t('approval:flow.conditionN', { n }),
    otherwise: t('approval:flow.otherwise'),
    parallel: (n) => t('approval:flow.parallelN', { n }),
  };
  const tree: Tree = {
    context: { form, departmentName: nameOf, t },
    add: (owner, index, type) => {
      const inserted = insertNode(value, owner, index, type, texts);
      onChange(inserted.flow);
      if (type === 'approver' || type === 'cc') setSelection({ nodeId: inserted.id });
    },
    select: setSelection,
    remove: (nodeId) => onChange(removeNode(value, nodeId)),
    addBranch: (nodeId) => onChange(addBranch(value, nodeId, texts)),
    removeBranch: (nodeId, branchId) => onChange(removeBranch(value, nodeId, branchId)),
  };
  const target = drawerTarget(value, selection);
  const issues = flowIssues(value, t);

  return (
    <div className="approval-flow-designer">
      <FlowSettings value={value} onChange={onChange} />
      <div className="approval-flow">
        <div className="approval-flow-card is-start">
          <div className="approval-flow-card-head">{t('approval:flow.start')}</div>
          <div className="approval-flow-card-body">{t('approval:flow.startBody')}</div>
        </div>
        <NodeList nodes={value.nodes} owner={null} tree={tree} />
        <div className="approval-flow-end">{t('approval:flow.end')}</div>
      </div>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('approval:flow.issues')}
          description={
            <ul className="approval-issues">
              {issues.map((issue, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity of their own
                <li key={index}>{issue}</li>
              ))}
            </ul>
          }
        />
      )}
      {target && (
        <NodeDrawer
          target={target}
          form={form}
          onClose={() => setSelection(undefined)}
          onNode={(node) => onChange(replaceNode(value, node))}
          onBranch={(branch) => onChange(replaceBranch(value, target.node.id, branch))}
        />
      )}
    </div>
  );
}

/** The selection as the flow has it now (the drawer always edits the live node). */
function drawerTarget(flow: ApprovalFlow, selection: Selection): DrawerTarget | undefined {
  const node = selection && findNode(flow.nodes, selection.nodeId);
  if (!node || !selection) return undefined;
  if (!selection.branchId)
    return node.type === 'approver' || node.type === 'cc' ? { kind: 'node', node } : undefined;
  const branches: Branch[] =
    node.type === 'condition'
      ? [...node.branches, node.otherwise]
      : node.type === 'parallel'
        ? node.branches
        : [];
  const branch = branches.find((each) => each.id === selection.branchId);
  if (!branch) return undefined;
  return {
    kind: 'branch',
    node,
    branch,
    isDefault: node.type === 'condition' && node.otherwise.id === branch.id,
  };
}

function NodeList({ nodes, owner, tree }: { nodes: FlowNode[]; owner: ListOwner; tree: Tree }) {
  return (
    <>
      <AddButton owner={owner} index={0} tree={tree} />
      {nodes.map((node, index) => (
        <div className="approval-flow-step" key={node.id}>
          {node.type === 'approver' || node.type === 'cc' ? (
            <NodeCard node={node} tree={tree} />
          ) : (
            <Branches node={node} tree={tree} />
          )}
          <AddButton owner={owner} index={index + 1} tree={tree} />
        </div>
      ))}
    </>
  );
}

function AddButton({ owner, index, tree }: { owner: ListOwner; index: number; tree: Tree }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const add = (type: NewNodeType) => {
    setOpen(false);
    tree.add(owner, index, type);
  };
  return (
    <div className="approval-flow-add">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        content={
          <Space wrap>
            {(['approver', 'cc', 'condition', 'parallel'] as const).map((type) => (
              <Button key={type} autoInsertSpace={false} onClick={() => add(type)}>
                {t(`approval:flow.type.${type}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Button
          shape="circle"
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('approval:flow.add')}
        />
      </Popover>
    </div>
  );
}

function NodeCard({ node, tree }: { node: Extract<FlowNode, { type: 'approver' | 'cc' }>; tree: Tree }) {
  const { t } = useTranslation();
  const summary =
    node.type === 'approver'
      ? `${approverText(node.approvers, tree.context)} · ${t(`approval:flow.modes.${node.mode}`)}`
      : node.recipients.map((spec) => approverText(spec, tree.context)).join(t('approval:sep'));
  return (
    <div className={`approval-flow-card is-${node.type}`}>
      <button
        type="button"
        className="approval-flow-card-open"
        onClick={() => tree.select({ nodeId: node.id })}
      >
        <span className="approval-flow-card-head">{node.name}</span>
        <span className="approval-flow-card-body">{summary}</span>
      </button>
      <Button
        className="approval-flow-card-remove"
        size="small"
        type="text"
        icon={<DeleteOutlined />}
        aria-label={t('approval:flow.removeNode', { name: node.name })}
        onClick={() => tree.remove(node.id)}
      />
    </div>
  );
}

function Branches({
  node,
  tree,
}: {
  node: Extract<FlowNode, { type: 'condition' | 'parallel' }>;
  tree: Tree;
}) {
  const { t } = useTranslation();
  const branches: { branch: Branch | ConditionBranch; isDefault: boolean }[] = [
    ...node.branches.map((branch) => ({ branch, isDefault: false })),
    ...(node.type === 'condition' ? [{ branch: node.otherwise, isDefault: true }] : []),
  ];
  return (
    <div className={`approval-flow-split is-${node.type}`}>
      <Button size="small" onClick={() => tree.addBranch(node.id)} disabled={node.branches.length >= 10}>
        {t(
          node.type === 'condition' ? 'approval:flow.addConditionBranch' : 'approval:flow.addParallelBranch',
        )}
      </Button>
      <div className="approval-flow-branches">
        {branches.map(({ branch, isDefault }, index) => (
          <div className="approval-flow-branch" key={branch.id}>
            <div className="approval-flow-card is-branch">
              <button
                type="button"
                className="approval-flow-card-open"
                onClick={() => tree.select({ nodeId: node.id, branchId: branch.id })}
              >
                <span className="approval-flow-card-head">
                  {branch.name}
                  {node.type === 'condition' && !isDefault && (
                    <span className="approval-flow-priority">
                      {t('approval:flow.priority', { n: index + 1 })}
                    </span>
                  )}
                </span>
                <span className="approval-flow-card-body">
                  {isDefault
                    ? t('approval:flow.otherwiseBody')
                    : 'conditions' in branch
                      ? conditionsText(branch.conditions, tree.context)
                      : t('approval:flow.parallelBody')}
                </span>
              </button>
              {!isDefault && (
                <Button
                  className="approval-flow-card-remove"
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('approval:flow.removeBranch', { name: branch.name })}
                  onClick={() => tree.removeBranch(node.id, branch.id)}
                />
              )}
            </div>
            <NodeList nodes={branch.nodes} owner={branch.id} tree={tree} />
          </div>
        ))}
      </div>
    </div>
  );
}
