import { type ApprovalFlow, type ApprovalForm, approvalFlow } from '@renli/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderControlled } from '../../../components/form-designer/test-harness.tsx';
import { fakeServer } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { pick, staffAnswer } from '../test-fixtures.ts';
import { FlowDesigner } from './FlowDesigner.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form: ApprovalForm = {
  fields: [
    { key: 'field_1', kind: 'money', label: '金额', required: true, showCapital: true },
    { key: 'field_2', kind: 'staff', label: '同行人', required: false, multiple: true },
  ],
};

const renderDesigner = (
  initial: ApprovalFlow = { nodes: [], dedupe: 'consecutive', sendBack: 'earlier', addSign: true },
) =>
  renderControlled(initial, (value, onChange) => (
    <FlowDesigner value={value} onChange={onChange} form={form} />
  ));

/** Opens the n-th "+" (in document order) and picks a node type. */
function add(n: number, type: string) {
  fireEvent.click(screen.getAllByRole('button', { name: '添加节点' })[n]!);
  fireEvent.click(screen.getByRole('button', { name: type }));
}

const cardHead = (name: string) =>
  screen.getAllByText(name).find((node) => node.classList.contains('approval-flow-card-head'))!;
const drawer = () => within(screen.getByRole('dialog'));
const closeDrawer = () => fireEvent.click(drawer().getByRole('button', { name: /close|关闭/i }));

describe('FlowDesigner', () => {
  it('builds the amount flow: a condition on 金额 ≥ 5000 adding a second approver', () => {
    const latest = renderDesigner();
    add(0, '审批人');
    expect(drawer().getByLabelText('名称')).toHaveProperty('value', '审批人');
    fireEvent.change(drawer().getByLabelText('名称'), { target: { value: '直属主管' } });
    closeDrawer();

    add(1, '条件分支');
    expect(screen.getByText('请设置条件')).toBeTruthy();
    expect(screen.getByText('其他条件进入此流程')).toBeTruthy();
    fireEvent.click(screen.getByText('条件1'));
    fireEvent.click(drawer().getByRole('button', { name: /添加条件/ }));
    fireEvent.change(drawer().getByLabelText('比较值'), { target: { value: '5000' } });
    closeDrawer();
    expect(screen.getByText('金额 ≥ 5000')).toBeTruthy();

    // The first "+" inside the branch: after the root's two, before the branch's list.
    add(2, '审批人');
    fireEvent.click(drawer().getByLabelText('发起人自己'));
    closeDrawer();

    expect(approvalFlow.parse(latest.value)).toEqual({
      dedupe: 'consecutive',
      sendBack: 'earlier',
      addSign: true,
      nodes: [
        {
          type: 'approver',
          id: 'node_1',
          name: '直属主管',
          approvers: { kind: 'head', level: 1, upTo: false },
          mode: 'sequential',
          empty: { kind: 'admin' },
        },
        {
          type: 'condition',
          id: 'node_2',
          branches: [
            {
              id: 'node_3',
              name: '条件1',
              conditions: [{ kind: 'compare', field: 'field_1', op: 'gte', value: '5000' }],
              nodes: [
                {
                  type: 'approver',
                  id: 'node_5',
                  name: '审批人',
                  approvers: { kind: 'initiator' },
                  mode: 'sequential',
                  empty: { kind: 'admin' },
                },
              ],
            },
          ],
          otherwise: { id: 'node_4', name: '默认条件', nodes: [] },
        },
      ],
    });
    expect(screen.queryByText('流程还不能发布')).toBeNull();
  });

  it('adds CC and parallel nodes, edits approver kinds and shows what is missing in Chinese', () => {
    const latest = renderDesigner();
    add(0, '抄送人');
    expect(screen.getAllByText('发起人自选').length).toBeGreaterThan(0);
    closeDrawer();
    add(1, '并行分支');
    expect(screen.getByText('并行分支1')).toBeTruthy();
    expect(screen.getByText('并行分支2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加分支' }));
    expect(screen.getByText('并行分支3')).toBeTruthy();

    add(0, '审批人');
    fireEvent.click(drawer().getByLabelText('表单内联系人'));
    fireEvent.click(drawer().getByLabelText('会签（须所有人同意）'));
    fireEvent.click(drawer().getByLabelText('指定成员'));
    closeDrawer();
    expect(screen.getByText('审批人 · 成员：至少需要 1 项')).toBeTruthy();
    expect(latest.value.nodes.map((node) => node.type)).toEqual(['approver', 'cc', 'parallel']);
    expect(latest.value.nodes[0]).toMatchObject({ approvers: { kind: 'users', userIds: [] }, mode: 'all' });

    fireEvent.click(cardHead('审批人'));
    fireEvent.click(drawer().getByLabelText('表单内联系人'));
    closeDrawer();
    expect(latest.value.nodes[0]).toMatchObject({ approvers: { kind: 'formField', field: 'field_2' } });
    expect(screen.getByText('表单内联系人：同行人 · 会签（须所有人同意）')).toBeTruthy();
    expect(approvalFlow.safeParse(latest.value).success).toBe(true);
  });

  it('removes nodes and branches', () => {
    const latest = renderDesigner();
    add(0, '审批人');
    closeDrawer();
    add(1, '并行分支');
    fireEvent.click(screen.getByRole('button', { name: '删除分支 并行分支1' }));
    expect(latest.value.nodes.map((node) => node.type)).toEqual(['approver']);
    fireEvent.click(screen.getByRole('button', { name: '删除 审批人' }));
    expect(latest.value.nodes).toEqual([]);
    expect(screen.getByText('流程 · 节点：至少需要 1 项')).toBeTruthy();
  });

  it('sets where rejections go back to, turns 加签 off, and times a node out to a named person', async () => {
    const latest = renderDesigner();
    fireEvent.click(screen.getByLabelText('退回发起人'));
    fireEvent.click(screen.getByRole('switch', { name: '允许加签' }));
    expect(latest.value).toMatchObject({ sendBack: 'initiator', addSign: false });

    fakeServer({ '/compStaffMember/getStaff': staffAnswer([{ userId: 40, name: '王五' }]) });
    add(0, '审批人');
    const hours = (label: string, value: string) => {
      fireEvent.change(drawer().getByLabelText(label), { target: { value } });
      fireEvent.blur(drawer().getByLabelText(label));
    };
    hours('提醒', '24');
    hours('自动处理', '48');
    expect(latest.value.nodes[0]).toMatchObject({
      timeout: { remindAfterHours: 24, actAfterHours: 48, action: 'approve' },
    });
    await pick('超时操作', '自动转交');
    await pick('超时转交给', '王五');
    expect(latest.value.nodes[0]).toMatchObject({
      timeout: { remindAfterHours: 24, actAfterHours: 48, action: 'transfer', transferTo: 40 },
    });
    hours('自动处理', '');
    expect((latest.value.nodes[0] as { timeout?: unknown }).timeout).toEqual({ remindAfterHours: 24 });
  });
});
