import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { detail, pick } from '../test-fixtures.ts';
import { StartDrawer, type StartSource } from './StartDrawer.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = {
  fields: [{ key: 'field_1', kind: 'money', label: '金额', required: true, showCapital: true }],
};
const template = {
  id: 3,
  version: 1,
  name: '报销',
  icon: 'approval',
  group: '财务',
  type: 'general',
  status: 'active',
  initiators: { everyone: true, departmentIds: [], userIds: [], roles: [] },
  form,
  flow: {
    nodes: [
      {
        type: 'approver',
        id: 'node_2',
        name: '财务审批',
        approvers: { kind: 'initiatorChooses', multiple: false },
      },
    ],
  },
  versionCount: 1,
  currentVersionId: 30,
  updatedAt: '2026-11-25T01:00:00.000Z',
};
const people = [
  { userId: 12, name: '李四' },
  { userId: 31, name: '周婷' },
  { userId: 32, name: '黄志强' },
];
const head = {
  type: 'approver',
  id: 'node_1',
  name: '主管审批',
  mode: 'sequential',
  userIds: [12],
  source: 'resolved',
  passedUserIds: [],
};
const CHOICE_LABEL = '为「财务审批」选择人员';

/**
 * The preview as the engine answers it: node_2 is 发起人自选 among 周婷 and 黄志强; without a pick it
 * is listed in `choices` and left out of the flow, with one it runs with the person picked (and is
 * no longer listed, so the picker must stay by itself).
 */
const preview = (body: unknown) => {
  const picks = (body as { chosen?: Record<string, number[]> }).chosen?.node_2 ?? [];
  const chosenNode = { ...head, id: 'node_2', name: '财务审批', userIds: picks };
  return {
    data: {
      flow: { nodes: picks.length > 0 ? [head, chosenNode] : [head], branches: {} },
      people,
      choices:
        picks.length > 0
          ? []
          : [
              {
                nodeId: 'node_2',
                name: '财务审批',
                multiple: false,
                candidates: [people[1], people[2]],
              },
            ],
    },
  };
};

function open(source: StartSource, answers: Record<string, (body: unknown) => { data?: unknown }> = {}) {
  const server = fakeServer({
    '/cAudit/template/selectById/3': () => ({ data: template }),
    '/cAudit/instance/preview': preview,
    '/cAudit/instance/submit': () => ({ data: { id: 7, state: 'running' } }),
    '/cAudit/instance/saveDraft': () => ({ data: { id: 8, state: 'draft' } }),
    ...answers,
  });
  render(
    <Providers>
      <StartDrawer source={source} onClose={() => {}} />
    </Providers>,
  );
  return server;
}

const submitButton = () => screen.getByRole('button', { name: /提\s*交/ });

describe('StartDrawer', () => {
  it('asks for the 发起人自选 people, previews the flow with them and submits the picks', async () => {
    const { bodiesOf } = open({ templateId: 3 });
    fireEvent.change(await screen.findByLabelText('金额'), { target: { value: '6000' } });
    await screen.findByRole('combobox', { name: CHOICE_LABEL });
    expect(screen.getByText('请先为「财务审批」选择人员')).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);

    await pick(CHOICE_LABEL, '黄志强');
    // The flow now runs 财务审批 with 黄志强; the picker stays although the preview no longer lists it.
    await screen.findByText('黄志强 · 依次审批');
    expect(screen.getByRole('combobox', { name: CHOICE_LABEL })).toBeTruthy();
    expect(screen.queryByText('请先为「财务审批」选择人员')).toBeNull();
    expect(bodiesOf('/cAudit/instance/preview').at(-1)).toEqual({
      templateId: 3,
      values: { field_1: '6000' },
      chosen: { node_2: [32] },
    });

    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/submit')).toEqual([
        { templateId: 3, values: { field_1: '6000' }, chosen: { node_2: [32] } },
      ]),
    );
  });

  it('saves a draft without the picks', async () => {
    const { bodiesOf } = open({ templateId: 3 });
    fireEvent.change(await screen.findByLabelText('金额'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: '存草稿' }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/saveDraft')).toEqual([
        { templateId: 3, values: { field_1: '120' }, chosen: {} },
      ]),
    );
  });

  it('opens an instance sent back with its values and picks, and submits it again as itself', async () => {
    const returned = detail({ state: 'returned', canEdit: true, myTaskId: null, chosen: { node_2: [31] } });
    const { bodiesOf } = open(
      { instanceId: 7 },
      { '/cAudit/instance/selectById/7': () => ({ data: returned }) },
    );
    const amount = await screen.findByLabelText('金额');
    expect(amount).toHaveProperty('value', '6000.00');
    await screen.findByText('周婷 · 依次审批');
    expect(screen.queryByRole('button', { name: '存草稿' })).toBeNull();

    fireEvent.change(amount, { target: { value: '5800' } });
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/preview').at(-1)).toMatchObject({ values: { field_1: '5800' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/submit')).toEqual([
        { templateId: 3, id: 7, values: { field_1: '5800' }, chosen: { node_2: [31] } },
      ]),
    );
  });
});
