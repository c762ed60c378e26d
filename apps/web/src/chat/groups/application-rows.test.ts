import type { GroupApplication } from '@renli/chat-sdk/browser';
import { describe, expect, it } from 'vitest';
import { panelRows } from './application-rows.ts';

const application = (applicationID: number, time: number): GroupApplication => ({
  applicationID,
  groupID: 'g',
  groupName: 'G',
  applicationType: 0,
  applicant: `u${applicationID}`,
  applicantNick: '',
  applicantAvatar: '',
  userID: `u${applicationID}`,
  nick: '',
  avatar: '',
  note: '',
  actionStatus: '',
  time,
});

describe('panelRows (docs/chat-ui.md: handled requests show their result)', () => {
  it('keeps handled rows in place with their action while the pending list shrinks', () => {
    const a = application(1, 10);
    const b = application(2, 20);
    expect(panelRows([a, b], []).map((r) => r.action)).toEqual([undefined, undefined]);
    // The SDK dropped the agreed request; the panel still shows it, as agreed, in its place.
    const rows = panelRows([b], [{ application: a, action: 'Agree' }]);
    expect(rows.map((r) => [r.application.applicationID, r.action])).toEqual([
      [1, 'Agree'],
      [2, undefined],
    ]);
  });

  it('does not show a request twice while the SDK still lists it', () => {
    const a = application(1, 10);
    expect(panelRows([a], [{ application: a, action: 'Reject' }])).toEqual([
      { application: a, action: 'Reject' },
    ]);
  });
});
