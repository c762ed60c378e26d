import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  badgeText,
  conversationActions,
  conversationMenuTop,
  hasAtMe,
  memberCountSuffix,
  unnamedConversation,
} from './conversation-rules.ts';

describe('conversation rules', () => {
  it('shows counts up to 99 and 99+ above (docs/chat-ui.md)', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(4321)).toBe('99+');
  });

  it('offers only the applicable pin and mute toggle, and delete', () => {
    expect(conversationActions({ isPinned: false, isMuted: false })).toEqual(['pin', 'mute', 'delete']);
    expect(conversationActions({ isPinned: true, isMuted: true })).toEqual(['unpin', 'unmute', 'delete']);
    expect(conversationActions({ isPinned: true, isMuted: false })).toEqual(['unpin', 'mute', 'delete']);
  });

  it('moves the menu above the pointer when it would overflow the bottom', () => {
    expect(conversationMenuTop(100, 120, 800)).toBe(100);
    expect(conversationMenuTop(680, 120, 800)).toBe(680);
    expect(conversationMenuTop(700, 120, 800)).toBe(580);
    expect(conversationMenuTop(50, 120, 100)).toBe(0);
  });

  it('marks @-me only in groups with unread mentions', () => {
    const at = [{ groupID: 'g', messageSequence: 3, atTypeArray: [1] }];
    expect(hasAtMe({ type: 'GROUP', groupAtInfoList: at })).toBe(true);
    expect(hasAtMe({ type: 'GROUP', groupAtInfoList: [] })).toBe(false);
    expect(hasAtMe({ type: 'C2C', groupAtInfoList: at })).toBe(false);
  });

  it('calls a group without a known name "群聊", never its generated ID', () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(unnamedConversation('GROUP@TGS#1a2b3c4d5e6f', zh)).toBe('群聊');
    expect(unnamedConversation('GROUP@TGS#1a2b3c4d5e6f', i18n.getFixedT('en'))).toBe('Group chat');
    expect(unnamedConversation('C2C10012', zh)).toBe('10012');
  });

  it("puts a group's member count after its name in the header, only once it is known", async () => {
    await i18n.loadNamespaces('chat');
    const zh = i18n.getFixedT('zh-CN');
    expect(`项目组${memberCountSuffix(3, zh)}`).toBe('项目组（3）');
    expect(`Team${memberCountSuffix(12, i18n.getFixedT('en'))}`).toBe('Team (12)');
    expect(memberCountSuffix(undefined, zh)).toBe('');
    expect(memberCountSuffix(0, zh)).toBe('');
  });
});
