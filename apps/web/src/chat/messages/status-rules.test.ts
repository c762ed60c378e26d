import { describe, expect, it } from 'vitest';
import { messageStatusView } from './status-rules.ts';
import { customMessage, ownMessage } from './test-utils.ts';

describe('messageStatusView', () => {
  it.each(['TIMTextElem', 'TIMLocationElem', 'TIMCustomElem', 'TIMRelayElem', 'TIMFaceElem'] as const)(
    'shows a spinner while %s is unsent',
    (type) => {
      expect(messageStatusView(ownMessage({ type, status: 'unSend', progress: 0 }))).toEqual({
        kind: 'sending',
      });
    },
  );

  it.each(['TIMImageElem', 'TIMSoundElem', 'TIMVideoFileElem', 'TIMFileElem'] as const)(
    'shows upload progress under 100%% for %s',
    (type) => {
      expect(messageStatusView(ownMessage({ type, status: 'unSend', progress: 0.42 }))).toEqual({
        kind: 'progress',
        percent: 42,
      });
    },
  );

  it('switches a finished upload to the spinner while the server acks', () => {
    expect(messageStatusView(ownMessage({ type: 'TIMImageElem', status: 'unSend', progress: 1 }))).toEqual({
      kind: 'sending',
    });
    expect(
      messageStatusView(ownMessage({ type: 'TIMImageElem', status: 'unSend', progress: 0.999 })),
    ).toEqual({
      kind: 'progress',
      percent: 99,
    });
  });

  it('offers resending a failed message but not risk content', () => {
    expect(messageStatusView(ownMessage({ status: 'fail' }))).toEqual({ kind: 'failed', resendable: true });
    expect(messageStatusView(ownMessage({ status: 'fail', hasRiskContent: true }))).toEqual({
      kind: 'failed',
      resendable: false,
    });
    expect(messageStatusView(ownMessage({ status: 'success', hasRiskContent: true }))).toEqual({
      kind: 'failed',
      resendable: false,
    });
  });

  it('shows nothing for sent messages and tips', () => {
    expect(messageStatusView(ownMessage())).toEqual({ kind: 'none' });
    expect(messageStatusView(ownMessage({ type: 'TIMGroupTipElem', status: 'unSend' }))).toEqual({
      kind: 'none',
    });
    expect(messageStatusView(customMessage({ businessID: 'group_create' }, { status: 'fail' }))).toEqual({
      kind: 'none',
    });
  });
});
