import { defineMessages } from '../../core/i18n/index.ts';

export const billingMessages = defineMessages({
  'billing.forbidden': {
    'zh-CN': '只有企业账号和管理员可以查看企业资产、订单和发票',
    en: 'Only the company account and administrators may see the company’s assets, orders and invoices',
  },
  'billing.moneyDecimals': { 'zh-CN': '金额最多两位小数', en: 'at most two decimals' },
  'billing.nothingToAdjust': {
    'zh-CN': '余额、短信和邮件至少调整一项',
    en: 'change at least one of balance, SMS or e-mail',
  },
  'billing.companyNotFound': { 'zh-CN': '企业不存在', en: 'The company does not exist' },
  'billing.insufficient.balance': {
    'zh-CN': '余额不足，调整后不能小于 0',
    en: 'Not enough balance: it cannot go below 0',
  },
  'billing.insufficient.sms': {
    'zh-CN': '短信条数不足，调整后不能小于 0',
    en: 'Not enough SMS messages: the count cannot go below 0',
  },
  'billing.insufficient.email': {
    'zh-CN': '邮件条数不足，调整后不能小于 0',
    en: 'Not enough e-mails: the count cannot go below 0',
  },
  'invoice.issue': { 'zh-CN': '开票', en: 'Issue' },
  'invoice.reject': { 'zh-CN': '驳回', en: 'Reject' },
  'billing.orderNotFound': { 'zh-CN': '订单不存在', en: 'The order does not exist' },
  'invoice.taxNoInvalid': {
    'zh-CN': '纳税人识别号应为 18 位统一社会信用代码或 15/20 位税号',
    en: 'a taxpayer ID is an 18-character unified social credit code or a 15/20-character tax number',
  },
  'invoice.phoneInvalid': {
    'zh-CN': '电话只能包含数字和 - + ( )',
    en: 'a phone number has digits and - + ( ) only',
  },
  'invoice.bankAccountInvalid': {
    'zh-CN': '银行账号只能包含数字',
    en: 'a bank account number has digits only',
  },
  'invoice.reasonRequired': { 'zh-CN': '驳回时请填写原因', en: 'give a reason when rejecting' },
  'invoice.stale': {
    'zh-CN': '开票信息已被他人修改，请刷新后重试',
    en: 'The invoice information was changed by someone else; reload it',
  },
  'invoice.infoMissing': { 'zh-CN': '请先填写开票信息', en: 'Fill in the invoice information first' },
  'invoice.orderNotPaid': { 'zh-CN': '只有已支付的订单可以申请发票', en: 'Only paid orders can be invoiced' },
  'invoice.alreadyRequested': {
    'zh-CN': '该订单已申请过发票',
    en: 'An invoice has already been requested for this order',
  },
  'invoice.notFound': { 'zh-CN': '发票申请不存在', en: 'The invoice request does not exist' },
  'invoice.alreadyHandled': {
    'zh-CN': '该发票申请已处理',
    en: 'The invoice request has already been handled',
  },
});
