import { defineMessages } from '../../core/i18n/index.ts';

export const settingsMessages = defineMessages({
  'profile.nameRequired': { 'zh-CN': '请输入姓名', en: 'enter a name' },
  'profile.emailInvalid': { 'zh-CN': '邮箱格式不正确', en: 'not a valid e-mail address' },
  'profile.avatarInvalid': { 'zh-CN': '头像格式不正确', en: 'not a valid avatar' },
  'settings.sessionNotFound': {
    'zh-CN': '该登录设备不存在或已下线',
    en: 'That session does not exist or has already ended',
  },
});
