import { defineMessages } from '../../core/i18n/index.ts';

export const adminMembersMessages = defineMessages({
  'adminMembers.companyNotFound': { 'zh-CN': '企业不存在', en: 'The company does not exist' },
});
