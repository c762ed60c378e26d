import { describe, expect, it } from 'vitest';
import { ipBlockList, parseIpRange } from './ip-ranges.ts';

describe('IP ranges of a group rule', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    expect(parseIpRange('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseIpRange(' 192.168.1.10 ')).toEqual({ address: '192.168.1.10', prefix: 32, family: 'ipv4' });
    expect(parseIpRange('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseIpRange('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });

  it('refuses what is not one', () => {
    for (const text of [
      '10.0.0.256',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/8/1',
      '10.0.0.0/',
      'abc',
      '10.0.0.0/x',
      '',
    ]) {
      expect(parseIpRange(text), text).toBeNull();
    }
  });

  it('matches addresses inside the ranges only', () => {
    const list = ipBlockList(['10.1.0.0/16', '2001:db8::/32', '192.168.1.10']);
    expect(list.check('10.1.200.3', 'ipv4')).toBe(true);
    expect(list.check('10.2.0.1', 'ipv4')).toBe(false);
    expect(list.check('192.168.1.10', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.11', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:1::5', 'ipv6')).toBe(true);
    expect(list.check('2001:db9::5', 'ipv6')).toBe(false);
  });
});
