import { defineMessages } from '../../core/i18n/index.ts';

export const staffAccountMessages = defineMessages({
  'staff.mobile.format': { 'zh-CN': '请输入正确的手机号', en: 'Enter a valid mainland China mobile number' },
  'staff.email.format': { 'zh-CN': '邮箱格式不正确', en: 'Enter a valid e-mail address' },
  'staff.password.format': {
    'zh-CN': '密码须为 32 位十六进制 MD5 摘要',
    en: 'The password must be a 32-character hexadecimal MD5 digest',
  },
  'staff.deptNotFound': { 'zh-CN': '部门不存在或已删除', en: 'the department does not exist or was removed' },
  'staff.positionNotFound': {
    'zh-CN': '职位不存在或已删除',
    en: 'the position does not exist or was removed',
  },
  'staff.rankNotFound': { 'zh-CN': '职级不存在', en: 'the rank does not exist' },
  'staff.jobNoTaken': { 'zh-CN': '工号“{jobNo}”已被使用', en: 'Job number "{jobNo}" is already in use' },
  'staff.typeOutOfScope': {
    'zh-CN': '您只能管理自己负责范围（HRM/HRO）内的员工',
    en: 'You can only manage staff of your own scope (HRM/HRO)',
  },
  'staff.duplicate': {
    'zh-CN': '手机号 {mobile} 已是本公司员工',
    en: 'The mobile number {mobile} already belongs to a staff member of this company',
  },
  'staff.ownerMobile': {
    'zh-CN': '该手机号是本公司的企业账号，不能添加为员工',
    en: "This mobile number is the company's own account and cannot be added as staff",
  },
  'staff.notSelf': {
    'zh-CN': '不能关闭或删除自己的账号',
    en: 'You cannot close or remove your own account',
  },
  'staff.companyOnly': {
    'zh-CN': '只有企业账号可以设置员工管理员',
    en: 'Only the company account can set staff administrators',
  },
  'staff.adminScopeRequired': {
    'zh-CN': '请至少选择一个管理范围（HRM 或 HRO）',
    en: 'Choose at least one scope (HRM or HRO) for the administrator',
  },
  'staff.loginNotControlled': {
    'zh-CN': '该账号不是本公司创建的员工账号，或已在其他公司任职，密码由本人管理，公司不能重置',
    en: 'This login was not created by your company, or it is also used elsewhere: only its owner can change its password',
  },
  'staff.invitationNotFound': {
    'zh-CN': '该邀请不存在或已处理',
    en: 'The invitation does not exist or was already answered',
  },
  'staff.notStaff': {
    'zh-CN': '当前身份不是员工，没有个人员工档案',
    en: 'You are not signed in as a staff member, so there is no staff record of yours',
  },
});
