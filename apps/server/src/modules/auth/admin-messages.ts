import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the back office's person and administrator lists (transitions; field labels are in the contracts). */
export const authAdminMessages = defineMessages({
  'adminLogin.disable': { 'zh-CN': '停用', en: 'Disable' },
  'adminLogin.enable': { 'zh-CN': '启用', en: 'Enable' },
});
