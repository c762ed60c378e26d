import type { GroupRule } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { checkWhere, distanceMeters, ipInRanges, needsPosition, plainAddress } from './where.ts';

const rule = (over: Partial<GroupRule>): GroupRule => ({
  scheduleType: 'fixed',
  members: { deptIds: [], staffIds: [], excludedStaffIds: [] },
  weekdayShifts: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null },
  followHolidays: true,
  makeupShiftId: null,
  flexibleRequiredMinutes: 480,
  flexibleLatestOn: null,
  webPunch: true,
  ipRanges: [],
  geofences: [],
  importPunches: true,
  ...over,
});

// 西湖区办公室: one thousandth of a degree of latitude is 6,371,008.8 m × 0.001 × π / 180 = 111.195 m.
const office = { name: '杭州总部', latitude: 30.2741, longitude: 120.1551, radiusMeters: 300 };

describe('distanceMeters (haversine)', () => {
  it('measures a thousandth of a degree of latitude as 111.195 m', () => {
    const d = distanceMeters(
      { latitude: 30.2741, longitude: 120.1551 },
      { latitude: 30.2751, longitude: 120.1551 },
    );
    expect(d).toBeCloseTo(111.195, 2);
  });

  it('measures one degree of longitude on the equator as 111,195 m, and none between a point and itself', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111_195.08,
      1,
    );
    expect(distanceMeters(office, office)).toBe(0);
  });
});

describe('ipInRanges', () => {
  const ranges = ['10.0.0.0/8', '192.168.1.10', '2001:db8::/32'];

  it('finds addresses in subnets and single addresses of both families', () => {
    expect(ipInRanges(ranges, '10.1.2.3')).toBe(true);
    expect(ipInRanges(ranges, '192.168.1.10')).toBe(true);
    expect(ipInRanges(ranges, '2001:db8::1')).toBe(true);
    expect(ipInRanges(ranges, '11.0.0.1')).toBe(false);
    expect(ipInRanges(ranges, '192.168.1.11')).toBe(false);
    expect(ipInRanges(ranges, '2001:db9::1')).toBe(false);
  });

  it('reads an IPv4 client of a dual-stack socket (::ffff:a.b.c.d) as its IPv4 address', () => {
    expect(plainAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(ipInRanges(ranges, '::ffff:10.1.2.3')).toBe(true);
    // A mapped range's prefix counts the 96 bits of ::ffff: (a /8 of it is no IPv4 range at all).
    expect(ipInRanges(['::ffff:10.0.0.0/104'], '10.1.2.3')).toBe(true);
    expect(ipInRanges(['::ffff:10.0.0.0/104'], '11.1.2.3')).toBe(false);
    expect(ipInRanges(['::ffff:10.0.0.0/8'], '10.1.2.3')).toBe(false);
    expect(ipInRanges(['::ffff:10.1.2.3'], '10.1.2.3')).toBe(true);
  });

  it('lets unreadable entries match nothing rather than everything', () => {
    expect(ipInRanges(['abc/8', '10.0.0.0/33', '10.0.0.0/x', ''], '10.0.0.1')).toBe(false);
    expect(ipInRanges(ranges, 'not-an-ip')).toBe(false);
  });
});

describe('checkWhere', () => {
  // 0.0025° north is 278 m from the office (inside 300 m), 0.003° is 333.6 m (outside).
  const inside = { latitude: 30.2766, longitude: 120.1551, accuracy: 30 };
  const outside = { latitude: 30.2771, longitude: 120.1551, accuracy: 30 };

  it('allows anywhere when the group names neither ranges nor fences', () => {
    expect(checkWhere(rule({}), '8.8.8.8', {})).toEqual({ ok: true, place: null });
  });

  it('refuses an address outside the ranges, naming it', () => {
    const check = checkWhere(rule({ ipRanges: ['10.0.0.0/8'] }), '::ffff:8.8.8.8', {});
    expect(check).toEqual({
      ok: false,
      refusal: { key: 'attendance.punch.network', params: { ip: '8.8.8.8' } },
    });
    expect(checkWhere(rule({ ipRanges: ['10.0.0.0/8'] }), '10.9.9.9', {})).toEqual({ ok: true, place: null });
  });

  it('asks for a position, refuses one worse than 200 m, and measures it against the fences', () => {
    const fenced = rule({ geofences: [office] });
    expect(checkWhere(fenced, '8.8.8.8', {})).toMatchObject({
      refusal: { key: 'attendance.punch.needLocation' },
    });
    expect(checkWhere(fenced, '8.8.8.8', { ...inside, accuracy: 250 })).toMatchObject({
      refusal: { key: 'attendance.punch.inaccurate', params: { accuracy: 250, max: 200 } },
    });
    expect(checkWhere(fenced, '8.8.8.8', inside)).toEqual({ ok: true, place: '杭州总部' });
    expect(checkWhere(fenced, '8.8.8.8', outside)).toEqual({
      ok: false,
      refusal: { key: 'attendance.punch.outside', params: { place: '杭州总部', meters: 334, radius: 300 } },
    });
  });

  it('names the fence the position is inside when there are several', () => {
    const branch = { name: '滨江分部', latitude: 30.2081, longitude: 120.2119, radiusMeters: 500 };
    const fenced = rule({ geofences: [branch, office] });
    expect(checkWhere(fenced, '8.8.8.8', inside)).toEqual({ ok: true, place: '杭州总部' });
  });

  it('lets either pass when both are set: the network needs no position', () => {
    const both = rule({ ipRanges: ['10.0.0.0/8'], geofences: [office] });
    expect(needsPosition(both, '10.0.0.5')).toBe(false);
    expect(needsPosition(both, '8.8.8.8')).toBe(true);
    expect(checkWhere(both, '10.0.0.5', {})).toEqual({ ok: true, place: null });
    expect(checkWhere(both, '8.8.8.8', inside)).toEqual({ ok: true, place: '杭州总部' });
    expect(checkWhere(both, '8.8.8.8', outside)).toMatchObject({ ok: false });
  });
});
