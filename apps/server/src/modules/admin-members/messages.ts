import { defineMessages } from '../../i18n/index.ts';

export const adminMembersMessages = defineMessages({
  'adminMembers.companyNotFound': { 'zh-CN': '企业不存在', en: 'The company does not exist' },
  'adminMembers.personNotFound': {
    'zh-CN': '个人账号不存在',
    en: 'The personal account does not exist',
  },
});
