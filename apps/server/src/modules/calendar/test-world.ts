import type { EventDetail, EventsData, SaveEventBody, SharesData } from '@renli/contracts';
import { expect } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { changesWorld } from '../staff-changes/test-fixtures.ts';

/**
 * Company A of the staff tests (`changesWorld`, with company B) and five colleagues: 高玉兰 who
 * organises, 何文博 whom she invites, 林志远 who is neither invited nor shared with, 周婷 with whom
 * she shares busy/free and 陈静 with whom she shares details.
 */
export async function calendarWorld(t: TestApp) {
  const w = await changesWorld(t);
  const gao = await w.hire({ name: '高玉兰' });
  const he = await w.hire({ name: '何文博' });
  const lin = await w.hire({ name: '林志远' });
  const zhou = await w.hire({ name: '周婷' });
  const chen = await w.hire({ name: '陈静' });

  const ok = async <T>(as: Caller, url: string, body: object): Promise<T> => {
    const res = await as.post<T>(url, body);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const save = (as: Caller, body: SaveEventBody) => ok<{ id: number }>(as, '/plan/schedule/save', body);
  const events = (as: Caller, from: string, to: string, userIds: number[] = []) =>
    ok<EventsData>(as, '/plan/schedule/events', { from, to, userIds });
  const detail = (as: Caller, id: number, occurrenceStart?: string) =>
    as.post<EventDetail>('/plan/schedule/detail', { id, occurrenceStart });
  const share = (as: Caller, shares: { userId: number; level: 'busy' | 'details' }[]) =>
    ok<SharesData>(as, '/plan/schedule/saveShares', { shares });
  return { ...w, gao, he, lin, zhou, chen, ok, save, events, detail, share };
}
export type CalendarWorld = Awaited<ReturnType<typeof calendarWorld>>;
