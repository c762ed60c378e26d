import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { CallScreen } from './CallScreen.tsx';
import { type CallInfo, IDLE } from './call-machine.ts';
import { callView, initialCallView } from './call-store.ts';

const call: CallInfo = {
  callID: 'c1',
  kind: 'video',
  conversationID: 'C2Calice',
  inviter: 'alice',
  invitees: ['me'],
};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await setLanguage('zh-CN');
  callView.setState({
    ...initialCallView(),
    state: { ...IDLE, phase: 'incoming', call, joined: ['alice'] },
    people: { alice: { nick: '李娜', avatar: '' } },
  });
});
afterEach(cleanup);

describe('CallScreen', () => {
  it('rings with the caller, the call type and accept/decline', () => {
    render(<CallScreen />);
    expect(screen.getByRole('dialog', { name: '视频通话' })).toBeTruthy();
    expect(screen.getByText('李娜')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('邀请你进行视频通话');
    expect(screen.getByRole('button', { name: '接听' })).toBeTruthy();
  });

  it('declining ends the call as declined', () => {
    render(<CallScreen />);
    act(() => fireEvent.click(screen.getByRole('button', { name: '拒绝' })));
    expect(callView.getState().state).toMatchObject({ phase: 'ended', outcome: 'rejected' });
    expect(screen.getByRole('status').textContent).toBe('已拒绝');
  });

  it('in a voice call shows faces, the timer and no camera button', () => {
    callView.setState({
      state: {
        ...IDLE,
        phase: 'inCall',
        call: { ...call, kind: 'voice' },
        joined: ['alice'],
        connectedAt: Date.now(),
      },
    });
    render(<CallScreen />);
    expect(screen.getByTestId('call-timer').textContent).toBe('00:00');
    expect(screen.getByRole('button', { name: '静音' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭摄像头' })).toBeNull();
    // The bar's title and the person's tile.
    expect(screen.getAllByText('李娜')).toHaveLength(2);
  });
});
