import { describe, expect, it } from 'vitest';
import { messageActions } from './action-rules.ts';
import { callMessage, customMessage, makeMessage, ownMessage } from './test-utils.ts';

const desktop = { desktop: true };
const mobile = { desktop: false };

describe('messageActions', () => {
  it('gives an own sent text every action, in menu order', () => {
    expect(messageActions(ownMessage(), desktop)).toEqual([
      'react',
      'copy',
      'quote',
      'forward',
      'revoke',
      'delete',
    ]);
  });

  it('does not let others revoke', () => {
    expect(messageActions(makeMessage(), desktop)).toEqual(['react', 'copy', 'quote', 'forward', 'delete']);
  });

  it('allows revoke only inside the window when the time is known', () => {
    const message = ownMessage({ time: 1000 });
    expect(messageActions(message, { ...desktop, now: 1120 })).toContain('revoke');
    expect(messageActions(message, { ...desktop, now: 1121 })).not.toContain('revoke');
    expect(messageActions(message, { ...desktop, now: 1200, revokeWindowSeconds: 300 })).toContain('revoke');
  });

  it('needs success for everything but copy', () => {
    expect(messageActions(ownMessage({ status: 'fail' }), desktop)).toEqual(['copy']);
    expect(messageActions(ownMessage({ status: 'unSend' }), desktop)).toEqual(['copy']);
    expect(messageActions(ownMessage({ type: 'TIMImageElem', status: 'fail' }), desktop)).toEqual([]);
  });

  it('copies only text', () => {
    expect(messageActions(makeMessage({ type: 'TIMFaceElem' }), desktop)).not.toContain('copy');
    expect(messageActions(customMessage({ businessID: 'order' }), desktop)).not.toContain('copy');
  });

  it('opens files, videos and images on desktop only', () => {
    for (const type of ['TIMFileElem', 'TIMVideoFileElem', 'TIMImageElem'] as const) {
      expect(messageActions(makeMessage({ type }), desktop)).toEqual([
        'react',
        'open',
        'quote',
        'forward',
        'delete',
      ]);
      expect(messageActions(makeMessage({ type }), mobile)).not.toContain('open');
    }
    expect(messageActions(makeMessage({ type: 'TIMSoundElem' }), desktop)).not.toContain('open');
  });

  it('never quotes call signalling', () => {
    expect(messageActions(callMessage(1, { call_type: 1, call_end: 10 }), desktop)).toEqual([
      'react',
      'forward',
      'delete',
    ]);
  });

  it('has no menu at all for risk content, revoked messages and tips', () => {
    expect(messageActions(ownMessage({ hasRiskContent: true }), desktop)).toEqual([]);
    expect(messageActions(makeMessage({ isRevoked: true }), desktop)).toEqual([]);
    expect(messageActions(makeMessage({ type: 'TIMGroupTipElem' }), desktop)).toEqual([]);
    expect(messageActions(customMessage({ businessID: 'group_create' }), desktop)).toEqual([]);
  });

  it('leaves reactions out when they are disabled', () => {
    expect(messageActions(makeMessage(), { ...desktop, reactionsDisabled: true })).not.toContain('react');
  });
});
