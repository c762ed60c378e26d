import { BlockList, isIP } from 'node:net';

// A group's allowed networks for web punches (docs/product/attendance.md, "Groups, shifts and rules"):
// an address or a CIDR range, IPv4 or IPv6. Parsing is node's; we only split off the prefix.

/** A parsed range: the family and, for a bare address, the full prefix. */
export interface IpRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.0/8`, `192.168.1.10`, `2001:db8::/32` as a range, or null when it is not one. */
export function parseIpRange(text: string): IpRange | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A block list of ranges that all parse (the rule was checked when it was saved). */
export function ipBlockList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const text of ranges) {
    const range = parseIpRange(text);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return list;
}
