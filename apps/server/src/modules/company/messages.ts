import { defineMessages } from '../../core/i18n/index.ts';

/** Keys also used by the contract's zod schemas (format errors) are translated here. */
export const companyMessages = defineMessages({
  'company.creditCodeFormat': {
    'zh-CN': '统一社会信用代码格式不正确（18位，含校验位）',
    en: 'not a valid unified social credit code (18 characters with a check character)',
  },
  'company.mobileFormat': { 'zh-CN': '手机号格式不正确', en: 'not a valid mobile number' },
  'company.phoneFormat': { 'zh-CN': '联系电话格式不正确', en: 'not a valid phone number' },
  'company.emailFormat': { 'zh-CN': '邮箱格式不正确', en: 'not a valid e-mail address' },
  'company.websiteFormat': {
    'zh-CN': '网址须以 http:// 或 https:// 开头',
    en: 'the website must start with http:// or https://',
  },
  'company.fileUrl': { 'zh-CN': '请先上传文件', en: 'upload the file first' },
  'company.reasonRequired': { 'zh-CN': '驳回时必须填写原因', en: 'a reason is required to reject' },
  'company.nameTaken': { 'zh-CN': '该公司名称已被使用', en: 'this company name is already in use' },
  'company.noCompany': {
    'zh-CN': '个人账号没有企业信息',
    en: 'A personal account has no company profile',
  },
  'company.editForbidden': {
    'zh-CN': '只有企业账号或员工管理员可以修改企业信息',
    en: 'Only the company account or a staff admin may edit the company profile',
  },
  'company.historyForbidden': {
    'zh-CN': '只有企业账号或员工管理员可以查看认证资料',
    en: 'Only the company account or a staff admin may see the verification history',
  },
  'company.attestForbidden': {
    'zh-CN': '只有企业账号可以提交企业认证',
    en: 'Only the company account may apply for verification',
  },
  'company.changed': {
    'zh-CN': '企业信息已被他人修改，请刷新后重试',
    en: 'The company profile was changed by someone else; reload and try again',
  },
  'company.attestPending': {
    'zh-CN': '已有一份认证申请在审核中，请等待审核结果',
    en: 'A verification application is already under review',
  },
  'company.attestApproved': {
    'zh-CN': '企业已通过认证，无需再次申请',
    en: 'The company is already verified',
  },
  'company.review.approve': { 'zh-CN': '通过', en: 'Approve' },
  'company.review.reject': { 'zh-CN': '驳回', en: 'Reject' },
  'company.trialTooMany': {
    'zh-CN': '提交过于频繁，请稍后再试',
    en: 'Too many applications from this address; try again later',
  },
});
