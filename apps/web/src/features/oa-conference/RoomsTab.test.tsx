import type { RoomDay } from '@renli/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { storeUser } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { RoomStrip, RoomsTab } from './RoomsTab.tsx';

const room: RoomDay = {
  roomId: 3,
  name: '2号会议室',
  location: '总部 8 楼西侧',
  capacity: 8,
  equipment: ['tv', 'whiteboard'],
  openFrom: '08:00',
  openTo: '22:00',
  enabled: true,
  bookings: [
    // 10:00–11:00 and 14:00–15:30 in China.
    {
      meetingId: 1,
      title: '周会',
      organiserName: '陈静',
      startAt: '2026-11-26T02:00:00.000Z',
      endAt: '2026-11-26T03:00:00.000Z',
    },
    {
      meetingId: 2,
      title: '复盘',
      organiserName: '吴磊',
      startAt: '2026-11-26T06:00:00.000Z',
      endAt: '2026-11-26T07:30:00.000Z',
    },
  ],
};

beforeAll(() => {
  installBrowserStubs();
  bindToast(() => undefined);
});
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['oa-conference']);
  storeUser({ userId: 10005, compId: 20001 } as Parameters<typeof storeUser>[0]);
});
afterEach(cleanup);

describe('the room strip', () => {
  it('places each booking by China time within the opening hours (08:00–22:00 is 840 minutes)', () => {
    render(
      <Providers>
        <RoomStrip room={room} day="2026-11-26" />
      </Providers>,
    );
    const first = screen.getByLabelText('10:00–11:00 陈静 已预订');
    // 10:00 is 120 minutes in: 120 / 840 = 14.2857 %; an hour is 7.1429 %.
    expect(first.style.left).toMatch(/^14\.28/);
    expect(first.style.width).toMatch(/^7\.14/);
    const second = screen.getByLabelText('14:00–15:30 吴磊 已预订');
    expect(second.style.left).toMatch(/^42\.85/);
    expect(second.style.width).toMatch(/^10\.71/);
  });
});

describe('the rooms tab', () => {
  it('shows rooms with their facts and bookings; plain staff get no admin buttons', async () => {
    fakeServer({ '/meetingRoom/list': () => ({ data: { day: '2026-11-26', list: [room] } }) });
    render(
      <Providers>
        <RoomsTab admin={false} onBook={() => undefined} />
      </Providers>,
    );
    expect(await screen.findByText('2号会议室')).toBeTruthy();
    expect(screen.getByText('8 人')).toBeTruthy();
    expect(screen.getByText('电视屏')).toBeTruthy();
    expect(screen.getByText('10:00–11:00 陈静，14:00–15:30 吴磊')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增会议室/ })).toBeNull();
  });
});
