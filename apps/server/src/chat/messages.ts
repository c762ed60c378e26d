import { defineMessages } from '../core/i18n/index.ts';

/** Every text the chat gateway shows people (acks and connect errors). */
export const chatMessages = defineMessages({
  'chat.signedOut': {
    'zh-CN': '你已被管理员强制下线，请重新登录',
    en: 'An administrator signed you out; log in again',
  },
  'chat.sessionEnded': {
    'zh-CN': '登录已失效（已退出登录、修改了密码或账号被停用），请重新登录',
    en: 'Your login has ended (signed out, password changed or account closed); log in again',
  },
  'chat.sigExpired': { 'zh-CN': 'userSig 已过期，请重新获取', en: 'The userSig has expired; get a new one' },
  'chat.sigInvalid': { 'zh-CN': 'userSig 无效', en: 'The userSig is invalid' },
  'chat.sigWrongApp': { 'zh-CN': 'SDKAppID 不匹配', en: 'The SDKAppID does not match' },
  'chat.rateLimited': {
    'zh-CN': '操作过于频繁，请稍后再发',
    en: 'Too many requests in a short time; wait a moment and try again',
  },
  'chat.invalidParams': { 'zh-CN': '参数有误：{field} {reason}', en: 'Invalid parameter: {field} {reason}' },
  'chat.unknownOp': { 'zh-CN': '不支持的操作：{op}', en: 'Unsupported operation: {op}' },
  'chat.emptyContent': { 'zh-CN': '消息内容不能为空', en: 'The message is empty' },
  'chat.tooLong': { 'zh-CN': '消息内容超过 12KB', en: 'The message is longer than 12 KB' },
  'chat.fileTooLarge': { 'zh-CN': '文件大小超过 100MB', en: 'The file is larger than 100 MB' },
  'chat.invalidImage': { 'zh-CN': '图片格式无效', en: 'The image format is invalid' },
  'chat.imageTooLarge': {
    'zh-CN': '图片尺寸过大（最多 {megapixels} 百万像素），请缩小后再发送',
    en: 'The picture is too large (at most {megapixels} megapixels); make it smaller and send it again',
  },
  'chat.bannedFile': { 'zh-CN': '该类型的文件禁止发送', en: 'Files of this type cannot be sent' },
  'chat.sensitiveImage': {
    'zh-CN': '图片包含敏感内容，发送失败',
    en: 'The image contains sensitive content',
  },
  'chat.fileNotFound': {
    'zh-CN': '文件不存在，请检查文件路径',
    en: 'The file does not exist; check its path',
  },
  'chat.mediaKindMismatch': {
    'zh-CN': '文件类型与消息类型不符',
    en: 'The file does not match the message type',
  },
  'chat.unsafeLink': {
    'zh-CN': '链接必须以 http:// 或 https:// 开头',
    en: 'Links must start with http:// or https://',
  },
  'chat.sensitive': { 'zh-CN': '消息包含敏感内容，发送失败', en: 'The message contains sensitive content' },
  'chat.conversationNotFound': { 'zh-CN': '会话不存在', en: 'No such conversation' },
  'chat.messageNotFound': { 'zh-CN': '消息不存在', en: 'No such message' },
  'chat.notMember': { 'zh-CN': '你不是该群成员', en: 'You are not a member of this group' },
  'chat.notSender': { 'zh-CN': '只能操作自己发送的消息', en: 'Only the sender can do this' },
  'chat.muted': { 'zh-CN': '您已被管理员禁言', en: 'You have been muted by the admin' },
  'chat.peerNotFound': { 'zh-CN': '对方账号不存在', en: 'The recipient does not exist' },
  'chat.revokeTimeLimit': {
    'zh-CN': '消息发送已超过 {seconds} 秒，无法撤回',
    en: 'Messages can only be recalled within {seconds} seconds',
  },
  'chat.c2cOnly': { 'zh-CN': '仅单聊支持此操作', en: 'Only one-to-one chats support this' },
  'chat.groupOnly': { 'zh-CN': '仅群聊支持此操作', en: 'Only group chats support this' },
  'chat.receiptNotRequested': {
    'zh-CN': '该消息未要求已读回执',
    en: 'This message did not ask for read receipts',
  },
  'chat.internal': {
    'zh-CN': '服务器内部错误，请稍后再试',
    en: 'Internal server error, please try again later',
  },
  'chat.adminOnly': { 'zh-CN': '需要管理员签名', en: 'An administrator signature is required' },
});
