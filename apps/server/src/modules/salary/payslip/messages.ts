import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of salary's payslip part (docs/product/salary.md, "Payslips"). */
export const payslipMessages = defineMessages({
  'payslip.runNotFound': {
    'zh-CN': '工资表不存在或不在您的管理范围内',
    en: 'The payroll run does not exist or is outside your scope',
  },
  'payslip.runNotApproved': {
    'zh-CN': '工资表审批通过后才能发布工资条',
    en: 'A payroll run’s payslips can be published once the run is approved',
  },
  'payslip.runEmpty': {
    'zh-CN': '工资表中没有员工，无法发布工资条',
    en: 'The payroll run has nobody in it',
  },
  'payslip.runTooLarge': {
    'zh-CN': '一次最多发布 {max} 人的工资条',
    en: 'At most {max} payslips can be published at once',
  },
  'payslip.alreadyPublished': {
    'zh-CN': '该工资表的工资条已发布，如需重新发布请先撤回',
    en: 'These payslips are already published; revoke them before publishing again',
  },
  'payslip.notPublished': {
    'zh-CN': '该工资表没有已发布的工资条',
    en: 'This payroll run has no published payslips',
  },
  'payslip.notFound': {
    'zh-CN': '工资条不存在或已撤回',
    en: 'The payslip does not exist or was revoked',
  },
  'payslip.identityRequired': {
    'zh-CN': '查看工资条前请先验证身份',
    en: 'Confirm your identity before opening your payslips',
  },
  'payslip.passwordWrong': {
    'zh-CN': '登录密码不正确',
    en: 'The login password is wrong',
  },
  'payslip.tooManyAttempts': {
    'zh-CN': '验证失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed attempts; try again in {minutes} minutes',
  },
  'payslip.alreadyConfirmed': {
    'zh-CN': '工资条已确认，不能再提出疑问',
    en: 'The payslip is already confirmed',
  },
  'payslip.notQuestioned': {
    'zh-CN': '该工资条没有待回复的疑问',
    en: 'This payslip has no question to answer',
  },
  'payslip.remindNobody': {
    'zh-CN': '所有员工都已确认工资条',
    en: 'Everyone has confirmed their payslip',
  },
  'payslip.remindTooSoon': {
    'zh-CN': '刚刚已提醒过，请 {minutes} 分钟后再提醒',
    en: 'They were just reminded; remind them again in {minutes} minutes',
  },
  'payslip.remind.published.title': {
    'zh-CN': '工资条已发布',
    en: 'Your payslip is out',
  },
  'payslip.remind.published.content': {
    'zh-CN': '您的 {month} 工资条（{runName}）已发布，请查看并确认',
    en: 'Your payslip for {month} ({runName}) is published: please read and confirm it',
  },
  'payslip.remind.unconfirmed.title': {
    'zh-CN': '请确认工资条',
    en: 'Please confirm your payslip',
  },
  'payslip.remind.unconfirmed.content': {
    'zh-CN': '您的 {month} 工资条（{runName}）还未确认，请查看并确认',
    en: 'Your payslip for {month} ({runName}) is not confirmed yet',
  },
  'payslip.remind.answered.title': {
    'zh-CN': '工资条疑问已回复',
    en: 'Your payslip question was answered',
  },
  'payslip.remind.answered.content': {
    'zh-CN': '人事已回复您对 {month} 工资条的疑问：{answer}',
    en: 'HR answered your question about the {month} payslip: {answer}',
  },
  'payslip.remind.question.title': {
    'zh-CN': '员工对工资条有疑问',
    en: 'A question about a payslip',
  },
  'payslip.remind.question.content': {
    'zh-CN': '{staffName} 对 {month} 工资条（{runName}）有疑问：{question}',
    en: '{staffName} has a question about the {month} payslip ({runName}): {question}',
  },
  'payslip.card.published': {
    'zh-CN': '[工资条] {month} 工资条已发布',
    en: '[Payslip] Your {month} payslip is out',
  },
  'payslip.card.remind': {
    'zh-CN': '[工资条] 请确认 {month} 工资条',
    en: '[Payslip] Please confirm your {month} payslip',
  },
  'payslip.card.answered': {
    'zh-CN': '[工资条] {month} 工资条疑问已回复',
    en: '[Payslip] Your {month} payslip question was answered',
  },
  'payslip.card.question': {
    'zh-CN': '[工资条] {staffName} 对 {month} 工资条有疑问',
    en: '[Payslip] {staffName} has a question about the {month} payslip',
  },
  'payslip.mail.subject': {
    'zh-CN': '{compName} {month} 工资条已发布',
    en: '{compName}: your {month} payslip is out',
  },
  'payslip.mail.text': {
    'zh-CN':
      '{staffName}，您好：\n\n您的 {month} 工资条（{runName}）已发布。为保护您的隐私，邮件中不含金额，请登录人力资源平台，在“我的工资条”验证身份后查看并确认。\n\n{compName}',
    en: 'Dear {staffName},\n\nYour payslip for {month} ({runName}) is published. To protect your privacy this e-mail holds no amounts: sign in and open “My payslips”, confirm your identity, then read and confirm it.\n\n{compName}',
  },
});
