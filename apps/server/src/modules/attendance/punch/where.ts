import { BlockList, isIP } from 'node:net';
import { type Geofence, type GroupRule, PUNCH_MAX_ACCURACY_METERS } from '@renli/contracts';

// Where a web punch may be made (docs/product/attendance.md, "Punching and records"): inside one of
// the group's IP ranges or geofences. Pure, so the rules are unit-tested with worked numbers.

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is the IPv4 address it carries. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/**
 * The ranges as a block list. An entry is an address or `address/prefix` of either family; an
 * IPv4-mapped range (`::ffff:10.0.0.0/104`) is the IPv4 range it maps (`10.0.0.0/8`). An entry that
 * is none of these matches nothing rather than everything.
 */
function rangeList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of ranges) {
    const [rawAddress = '', prefixText] = entry.trim().split('/');
    const address = plainAddress(rawAddress);
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    // A mapped range's prefix counts the 96 bits of `::ffff:` too.
    const mapped = address !== rawAddress ? 96 : 0;
    const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) - mapped : -1;
    if (prefix < 0 || prefix > (family === 4 ? 32 : 128)) continue;
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether `ip` is inside one of `ranges`. */
export function ipInRanges(ranges: readonly string[], ip: string): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return rangeList(ranges).check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two positions, in metres. */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Position {
  latitude?: number | undefined;
  longitude?: number | undefined;
  accuracy?: number | undefined;
}

/** Why a web punch is refused: a message key of `punchMessages` and its parameters. */
export interface Refusal {
  key: string;
  params?: Record<string, string | number>;
}

export type WhereCheck = { ok: true; place: string | null } | { ok: false; refusal: Refusal };

/** Whether the group asks for the browser's position: it has fences, and no range already lets `ip` in. */
export const needsPosition = (rule: GroupRule, ip: string) =>
  rule.geofences.length > 0 && !(rule.ipRanges.length > 0 && ipInRanges(rule.ipRanges, ip));

/**
 * Whether a web punch from `ip` at `position` is inside the rule's ranges or fences. Neither set:
 * anywhere. Both set: either passes (an office network, or standing at a site). A position must be
 * given with an accuracy of 200 m or better; the place is the fence it fell in, the nearest first.
 */
export function checkWhere(rule: GroupRule, ip: string, position: Position): WhereCheck {
  const { ipRanges, geofences } = rule;
  if (ipRanges.length === 0 && geofences.length === 0) return { ok: true, place: null };
  if (ipRanges.length > 0 && ipInRanges(ipRanges, ip)) return { ok: true, place: null };
  if (geofences.length === 0)
    return { ok: false, refusal: { key: 'attendance.punch.network', params: { ip: plainAddress(ip) } } };
  const { latitude, longitude, accuracy } = position;
  if (latitude === undefined || longitude === undefined || accuracy === undefined)
    return { ok: false, refusal: { key: 'attendance.punch.needLocation' } };
  if (accuracy > PUNCH_MAX_ACCURACY_METERS)
    return {
      ok: false,
      refusal: {
        key: 'attendance.punch.inaccurate',
        params: { accuracy: Math.round(accuracy), max: PUNCH_MAX_ACCURACY_METERS },
      },
    };
  const nearest = nearestFence(geofences, { latitude, longitude });
  if (nearest.meters <= nearest.fence.radiusMeters) return { ok: true, place: nearest.fence.name };
  return {
    ok: false,
    refusal: {
      key: 'attendance.punch.outside',
      params: {
        place: nearest.fence.name,
        meters: Math.round(nearest.meters),
        radius: nearest.fence.radiusMeters,
      },
    },
  };
}

/** The fence whose edge is nearest (inside ones first, by how far inside). */
function nearestFence(fences: readonly Geofence[], at: { latitude: number; longitude: number }) {
  const measured = fences.map((fence) => ({ fence, meters: distanceMeters(fence, at) }));
  return measured.reduce((best, next) =>
    next.meters - next.fence.radiusMeters < best.meters - best.fence.radiusMeters ? next : best,
  );
}
