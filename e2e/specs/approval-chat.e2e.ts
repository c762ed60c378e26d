import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chatLogin } from '../support/chat.ts';
import { conversationRow, DESKTOP, MOBILE, personAt, rows } from '../support/chat-ui.ts';

/**
 * Approval cards in the chat (docs/product/approval.md, "Into the rest of the product"; docs/chat.md,
 * "System conversations"): a staff member submits, the approver finds the card in the 审批
 * conversation and decides from it — approves at 1366 px, rejects with a reason at 390×844.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = 'demo@renli.local';
const INITIATOR = { login: '13700000013', name: '马晓东' };
const APPROVER = '13700000012'; // 孙浩然
const SYSTEM_CONVERSATION = 'C2Csystem_approval';

/** One API call as a logged-in account, the web client's envelope unwrapped. */
async function api<T>(token: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { access_token: token, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { code: number; message: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** A template whose one approver is `approverId`, published by the company admin. */
async function publishTemplate(name: string, approverId: number) {
  const { token } = await chatLogin(baseURL, ADMIN);
  const saved = await api<{ id: number }>(token, '/cAudit/template/save', {
    name,
    icon: 'general',
    group: '通用',
    type: 'general',
    initiators: { everyone: true },
    form: {
      fields: [
        { kind: 'text', key: 'reason', label: '事由', required: true },
        { kind: 'money', key: 'amount', label: '金额', required: true },
      ],
    },
    flow: {
      nodes: [
        {
          type: 'approver',
          id: 'n1',
          name: '审批人',
          approvers: { kind: 'users', userIds: [approverId] },
          mode: 'any',
        },
      ],
      dedupe: 'none',
    },
  });
  await api(token, '/cAudit/template/publish', { id: saved.id });
  return saved.id;
}

describe('approval cards in the chat', () => {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ] as const) {
    it(`the approver decides from the 审批 conversation (${size})`, async () => {
      const approver = await personAt(browser, baseURL, APPROVER, viewport);
      const { page } = approver;
      const name = `采购申请${size === 'mobile' ? '乙' : '甲'}`;
      const templateId = await publishTemplate(name, Number(approver.userID));
      const initiator = await chatLogin(baseURL, INITIATOR.login);
      const { id } = await api<{ id: number }>(initiator.token, '/cAudit/instance/submit', {
        templateId,
        values: { reason: '采购显示器两台', amount: '3999.50' },
      });

      await page.goto('/#/im');
      const row = conversationRow(page, SYSTEM_CONVERSATION);
      await row.getByText('审批', { exact: true }).waitFor();
      await row.getByText(`[审批] ${INITIATOR.name}的${name}`).waitFor();
      await row.click();
      const card = rows(page).locator(`.rl-approval-card[data-instance-id="${id}"]`);
      await card.getByRole('status').filter({ hasText: '审批中' }).waitFor();
      await card.getByText('¥3999.50').waitFor();
      await expect.poll(() => page.locator('.rl-chat-muted').textContent()).toBe('系统通知，无需回复');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `approval-chat-card-${size}`);

      if (size === 'desktop') {
        await card.getByRole('button', { name: '同意' }).click();
        await card.getByRole('status').filter({ hasText: '已同意' }).waitFor();
      } else {
        await card.getByRole('button', { name: '拒绝' }).click();
        const dialog = page.getByRole('dialog', { name: '拒绝审批' });
        await dialog.getByLabel('拒绝理由').fill('预算不足，下季度再议');
        await screenshot(page, `approval-chat-reject-${size}`);
        await dialog.getByRole('button', { name: '确认拒绝' }).click();
        await card.getByRole('status').filter({ hasText: '已拒绝' }).waitFor();
      }
      await screenshot(page, `approval-chat-decided-${size}`);
      expect(await card.getByRole('button').count()).toBe(0);

      const detail = await api<{ state: string }>(initiator.token, `/cAudit/instance/selectById/${id}`);
      expect(detail.state).toBe(size === 'desktop' ? 'approved' : 'rejected');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      expect(approver.errors).toEqual([]);
      await approver.close();
    });
  }
});
