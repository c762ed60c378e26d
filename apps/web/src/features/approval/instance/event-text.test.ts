import type { ApprovalInstanceDetail } from '@renli/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { eventComment, eventText } from './event-text.ts';

type Event = ApprovalInstanceDetail['events'][number];
const detail = {
  flow: null,
  tasks: [
    {
      id: 1,
      nodeId: 'n1',
      userId: 7,
      name: '王建国',
      state: 'transferred',
      ordinal: 0,
      actedAt: null,
      comment: null,
    },
  ],
  cc: [],
  events: [],
  picked: { users: { '9': '李娜' }, departments: {} },
} as Pick<ApprovalInstanceDetail, 'flow' | 'tasks' | 'cc' | 'events' | 'picked'>;
const event = (action: string, comment: string | null, targetUserId: number | null = null): Event => ({
  id: 1,
  at: '2026-11-25T02:00:00.000Z',
  userId: null,
  name: null,
  action,
  nodeId: 'n1',
  comment,
  attachments: [],
  targetUserId,
});

beforeEach(() => i18n.changeLanguage('zh-CN'));

describe('system steps of the timeline', () => {
  it('reads the code a system step carries as words, and never shows the code as a comment', () => {
    const t = i18n.t.bind(i18n);
    expect(eventText(event('timeout', 'transfer', 9), detail, t)).toBe('超时自动转交给 李娜');
    expect(eventText(event('timeout', 'reject', 7), detail, t)).toBe('超时自动拒绝');
    expect(eventText(event('autoPass', 'dedupe'), detail, t)).toBe('自动通过（审批人已审批过）');
    expect(eventText(event('finish', 'approved'), detail, t)).toBe('审批通过');
    expect(eventComment(event('timeout', 'approve'))).toBeNull();
    expect(eventComment(event('finish', 'approved'))).toBeNull();
  });

  it("keeps a person's words, and an unknown code reads as the step's plain label", () => {
    const t = i18n.t.bind(i18n);
    expect(eventComment(event('approve', '同意，注意预算'))).toBe('同意，注意预算');
    expect(eventText(event('timeout', 'somethingNew'), detail, t)).toBe('超时自动处理');
  });
});
