import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the back office's company list (transitions; its field labels are in the contract). */
export const companyAdminMessages = defineMessages({
  'adminCompany.disable': { 'zh-CN': '停用', en: 'Disable' },
  'adminCompany.enable': { 'zh-CN': '启用', en: 'Enable' },
});
