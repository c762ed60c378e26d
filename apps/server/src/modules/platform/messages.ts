import { defineMessages } from '../../core/i18n/index.ts';

export const platformMessages = defineMessages({
  'platform.phoneFormat': {
    'zh-CN': '电话只能包含数字、空格、+、- 和括号',
    en: 'a phone number may contain only digits, spaces, +, - and brackets',
  },
  'platform.stale': {
    'zh-CN': '平台信息已被他人修改，请刷新后重试',
    en: 'the platform settings were changed by someone else; reload and try again',
  },
  'poster.window': { 'zh-CN': '结束时间必须晚于开始时间', en: 'the end must be after the start' },
  'cache.notFound': { 'zh-CN': '没有名为“{name}”的缓存', en: 'there is no cache named "{name}"' },
  'platform.loginCodeFormat': {
    'zh-CN': '登录账号只能包含字母、数字和 _ . @ -',
    en: 'a login may contain only letters, digits and _ . @ -',
  },
});
