import { defineMessages } from '../../core/i18n/index.ts';

/** docs/product/permissions.md: the rules of managing permission sets. */
export const permissionMessages = defineMessages({
  'permissions.companyOnly': {
    'zh-CN': '只有企业账号可以开通或关闭栏目',
    en: 'Only the company account can open or close columns',
  },
  'permissions.unclosable': {
    'zh-CN': '“设置”栏目不能关闭',
    en: 'The settings column cannot be closed',
  },
  'permissions.duplicateColumn': {
    'zh-CN': '栏目“{column}”重复出现',
    en: 'Column "{column}" appears more than once',
  },
  'permissions.staffNotFound': {
    'zh-CN': '员工不存在或已删除',
    en: 'The staff member does not exist or was removed',
  },
  'permissions.managersOnly': {
    'zh-CN': '只有企业账号或员工管理员可以管理员工权限',
    en: 'Only the company account or a staff admin can manage staff permissions',
  },
  'permissions.notSelf': {
    'zh-CN': '不能修改自己的权限',
    en: 'You cannot change your own permissions',
  },
  'permissions.outOfScope': {
    'zh-CN': '该员工不在您的管理范围内',
    en: 'This staff member is outside the scope you administer',
  },
});
