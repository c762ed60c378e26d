import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of friends, blacklist and profiles (zh-CN default, en). */
export const relationMessages = defineMessages({
  'chat.friend.self': { 'zh-CN': '不能添加自己为好友', en: 'You cannot add yourself as a friend' },
  'chat.friend.accountNotFound': { 'zh-CN': '用户不存在：{userID}', en: 'User does not exist: {userID}' },
  'chat.friend.inMyBlacklist': {
    'zh-CN': '对方在你的黑名单中，请先移出黑名单',
    en: 'This user is on your blacklist; remove them from it first',
  },
  'chat.friend.inPeerBlacklist': { 'zh-CN': '你已被对方拉黑', en: 'This user has blacklisted you' },
  'chat.friend.pending': { 'zh-CN': '等待对方验证', en: 'Waiting for verification' },
  'chat.friend.deniesAll': {
    'zh-CN': '对方设置了拒绝任何人添加好友',
    en: 'This user does not accept friend requests',
  },
  'chat.friend.applicationNotFound': {
    'zh-CN': '没有来自该用户的好友申请',
    en: 'There is no friend application from this user',
  },
  'chat.friend.notFriend': { 'zh-CN': '对方不是你的好友', en: 'This user is not your friend' },
  'chat.friend.remarkTooLong': {
    'zh-CN': '备注长度不能超过 {max} 字节（中文等字符按 2 字节计）',
    en: 'The remark must not exceed {max} bytes (Chinese and other wide characters count as 2)',
  },
  'chat.relation.textTooLong': {
    'zh-CN': '{field} 长度不能超过 {max} 字节（中文等字符按 2 字节计）',
    en: '{field} must not exceed {max} bytes (Chinese and other wide characters count as 2)',
  },
  'chat.blacklist.self': { 'zh-CN': '不能将自己加入黑名单', en: 'You cannot blacklist yourself' },
  'chat.profile.nickLength': {
    'zh-CN': '昵称须为 1-{max} 个字符',
    en: 'The nickname must be 1 to {max} characters long',
  },
  'chat.profile.avatarInvalid': {
    'zh-CN': '头像地址无效，须为 http(s) 图片地址、站内文件地址、预设头像名或颜色值',
    en: 'The avatar must be an http(s) image URL, a file path, a preset name or a colour',
  },
  'chat.c2c.blockedByPeer': {
    'zh-CN': '对方已将你拉黑，消息发送失败',
    en: 'The recipient has blacklisted you; the message was not sent',
  },
  'chat.c2c.outOfReach': {
    'zh-CN': '对方不在你的联系范围内（同事、群成员或好友），请先发送好友申请',
    en: 'This user is not within your reach (a colleague, group member or friend); send a friend request first',
  },
  'chat.c2c.systemAccount': {
    'zh-CN': '系统通知会话不能回复',
    en: 'System notifications cannot be answered',
  },
  'chat.c2c.notFriends': {
    'zh-CN': '你们还不是好友，无法发送消息',
    en: 'You can only send messages to friends',
  },
});
