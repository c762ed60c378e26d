import { describe, expect, it } from 'vitest';
import { describeGroupTip, formatMuteDuration } from './group-tip.ts';
import { translateIn } from './translate.ts';

const zh = translateIn('zh-CN');
const en = translateIn('en');
const names = { alice: 'Alice', bob: 'Bob', carol: 'Carol' };
const tip = (operationType: number, extra: Record<string, unknown> = {}) => ({
  operationType,
  operatorID: 'alice',
  userIDList: [],
  ...extra,
});

describe('describeGroupTip', () => {
  it('says who joined, or who invited whom', () => {
    expect(describeGroupTip(tip(1, { operatorID: 'bob', userIDList: ['bob'] }), names, en)).toBe(
      'Bob joined the group',
    );
    expect(describeGroupTip(tip(1, { userIDList: ['bob', 'carol'] }), names, en)).toBe(
      'Alice invited Bob, Carol to the group',
    );
    expect(describeGroupTip(tip(1, { userIDList: ['bob', 'carol'] }), names, zh)).toBe(
      'Alice 邀请 Bob、Carol 加入了群组',
    );
  });

  it('covers quit, kick, admin role and owner change', () => {
    expect(describeGroupTip(tip(2, { operatorID: 'bob', userIDList: ['bob'] }), names, en)).toBe(
      'Bob left the group',
    );
    expect(describeGroupTip(tip(2, { operatorID: 'bob' }), names, zh)).toBe('Bob 退出了群组');
    expect(describeGroupTip(tip(3, { userIDList: ['bob'] }), names, en)).toBe(
      'Bob was removed from the group by Alice',
    );
    expect(describeGroupTip(tip(4, { userIDList: ['bob'] }), names, en)).toBe('Alice made Bob an admin');
    expect(describeGroupTip(tip(5, { userIDList: ['bob'] }), names, zh)).toBe(
      'Alice 取消了 Bob 的管理员身份',
    );
    expect(describeGroupTip(tip(8, { userIDList: ['carol'] }), names, en)).toBe(
      'Alice transferred group ownership to Carol',
    );
    expect(describeGroupTip(tip(9), names, zh)).toBe('群组已被 Alice 解散');
  });

  it('describes mutes with their duration and unmutes', () => {
    const muted = tip(7, { memberList: [{ userID: 'bob', muteTime: 2592000 }] });
    expect(describeGroupTip(muted, names, en)).toBe('Bob was muted by Alice for 30 days');
    expect(describeGroupTip(muted, names, zh)).toBe('Bob 被 Alice 禁言 30 天');
    const unmuted = tip(7, { memberList: [{ userID: 'bob', muteTime: 0 }] });
    expect(describeGroupTip(unmuted, names, en)).toBe('Bob was unmuted by Alice');
    expect(describeGroupTip(tip(7), names, en)).toBe("Alice changed a member's profile");
  });

  it('describes every changed profile field, joined in one line', () => {
    const changed = tip(6, {
      newGroupProfile: {
        name: '产品部',
        notification: '',
        muteAllMembers: true,
        joinOption: 'NeedPermission',
      },
    });
    expect(describeGroupTip(changed, names, en)).toBe(
      'Alice changed the group name to "产品部"; Alice cleared the group notice; ' +
        'Alice changed the join method to "Approval required"; Alice muted all members',
    );
    expect(describeGroupTip(tip(6, { newGroupProfile: { muteAllMembers: false } }), names, zh)).toBe(
      'Alice 关闭了全员禁言',
    );
    expect(describeGroupTip(tip(6, { newGroupProfile: { avatar: '/a.png' } }), names, zh)).toBe(
      'Alice 修改了群头像',
    );
    expect(describeGroupTip(tip(6), names, zh)).toBe('Alice 修改了群资料');
  });

  it('falls back to nicks in the tip, then to user IDs', () => {
    const payload = tip(1, {
      operatorID: 'x1',
      userIDList: ['x2', 'x3'],
      memberList: [{ userID: 'x2', nick: '小王' }],
    });
    expect(describeGroupTip(payload, {}, zh)).toBe('x1 邀请 小王、x3 加入了群组');
  });

  it("names the operator from the tip's operatorInfo", () => {
    const payload = tip(1, {
      operatorID: 'x1',
      operatorInfo: { userID: 'x1', nick: '老李' },
      userIDList: ['x2'],
      memberList: [{ userID: 'x2', nick: '小王' }],
    });
    expect(describeGroupTip(payload, {}, zh)).toBe('老李 邀请 小王 加入了群组');
  });

  it('cuts long lists', () => {
    const userIDList = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(describeGroupTip(tip(3, { operatorID: 'z', userIDList }), {}, en)).toBe(
      'a, b, c, d, e and 2 more was removed from the group by z',
    );
    expect(describeGroupTip(tip(1, { operatorID: 'a', userIDList }), {}, zh)).toBe(
      'a、b、c、d、e 等 7 人 加入了群组',
    );
  });

  it('keeps names as data, never as template syntax', () => {
    const payload = tip(1, { operatorID: 'evil', userIDList: ['evil'] });
    expect(describeGroupTip(payload, { evil: '{{operator}} $t(tip.unknown) <b>x</b>' }, en)).toBe(
      '{{operator}} $t(tip.unknown) <b>x</b> joined the group',
    );
  });

  it('has a generic sentence for unknown operations and garbage', () => {
    expect(describeGroupTip(tip(42), names, en)).toBe('[Group notification]');
    expect(describeGroupTip({}, names, zh)).toBe('[群提示]');
  });
});

describe('formatMuteDuration', () => {
  it('uses the two largest units, pluralised per language', () => {
    expect(formatMuteDuration(2592000, en)).toBe('30 days');
    expect(formatMuteDuration(86400, en)).toBe('1 day');
    expect(formatMuteDuration(3900, en)).toBe('1 hour 5 minutes');
    expect(formatMuteDuration(90061, en)).toBe('1 day 1 hour');
    expect(formatMuteDuration(61, zh)).toBe('1 分钟 1 秒');
    expect(formatMuteDuration(0, en)).toBe('0 seconds');
  });
});
