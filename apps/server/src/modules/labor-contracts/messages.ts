import { defineMessages } from '../../core/i18n/index.ts';

/**
 * The server's text of 劳动合同 in both languages (docs/product/labor-contracts.md): the transitions'
 * names, the rules' refusals and warnings, and the expiry reminder. Field labels are the contract's.
 */
export const laborContractsMessages = defineMessages({
  'laborContracts.renew': { 'zh-CN': '续签', en: 'Renew' },
  'laborContracts.terminate': { 'zh-CN': '终止', en: 'Terminate' },

  'laborContracts.staffNotFound': {
    'zh-CN': '员工不存在、已离职或不在您的管理范围内',
    en: 'No such current employee within your scope',
  },
  'laborContracts.staffFixed': {
    'zh-CN': '合同所属员工不能更改，如选错员工请删除后重新登记',
    en: 'The employee of a contract cannot change; remove it and register it again',
  },
  'laborContracts.noTaken': {
    'zh-CN': '合同编号“{contractNo}”已被使用',
    en: 'Contract number "{contractNo}" is already in use',
  },
  'laborContracts.notOwnFile': {
    'zh-CN': '附件「{name}」不是你上传的文件，请重新上传',
    en: 'The attachment "{name}" is not a file you uploaded; upload it again',
  },
  'laborContracts.endRequired': {
    'zh-CN': '固定期限劳动合同须填写终止日期',
    en: 'A fixed-term contract needs an end date',
  },
  'laborContracts.endNotAllowed': {
    'zh-CN': '无固定期限劳动合同不填写终止日期',
    en: 'An open-ended contract has no end date',
  },
  'laborContracts.endBeforeStart': {
    'zh-CN': '终止日期须晚于起始日期',
    en: 'The end date must be after the start date',
  },
  'laborContracts.overlap': {
    'zh-CN': '与该员工的劳动合同“{contractNo}”（{startDate} 至 {endDate}）期限重叠',
    en: 'Overlaps the employee\'s contract "{contractNo}" ({startDate} to {endDate})',
  },
  'laborContracts.overlapOpen': {
    'zh-CN': '与该员工的劳动合同“{contractNo}”（{startDate} 起，无终止日期）期限重叠',
    en: 'Overlaps the employee\'s contract "{contractNo}" (from {startDate}, no end date)',
  },
  'laborContracts.probationOnce': {
    'zh-CN': '同一用人单位与同一劳动者只能约定一次试用期（已在合同“{contractNo}”中约定）',
    en: 'An employer agrees a probation with a worker only once (already in contract "{contractNo}")',
  },
  // Labour Contract Law art. 19, sentence by sentence (rules.ts ProbationRule).
  'laborContracts.probation.task': {
    'zh-CN': '以完成一定工作任务为期限的劳动合同不得约定试用期',
    en: 'A contract until a task is done has no probation',
  },
  'laborContracts.probation.underThreeMonths': {
    'zh-CN': '劳动合同期限不满三个月的，不得约定试用期',
    en: 'A term under three months has no probation',
  },
  'laborContracts.probation.underOneYear': {
    'zh-CN': '劳动合同期限三个月以上不满一年的，试用期不得超过一个月',
    en: 'A term of three months to under a year allows at most one month of probation',
  },
  'laborContracts.probation.underThreeYears': {
    'zh-CN': '劳动合同期限一年以上不满三年的，试用期不得超过二个月',
    en: 'A term of one to under three years allows at most two months of probation',
  },
  'laborContracts.probation.longTerm': {
    'zh-CN': '三年以上固定期限和无固定期限的劳动合同，试用期不得超过六个月',
    en: 'A term of three years or more, or an open-ended one, allows at most six months of probation',
  },
  // Art. 14 (rules.ts Art14Warning).
  'laborContracts.warning.thirdFixedTerm': {
    'zh-CN': '已连续订立两次固定期限劳动合同，依法应订立无固定期限劳动合同（劳动者提出订立固定期限的除外）',
    en: 'Two consecutive fixed-term contracts were concluded: by law the next one is open-ended unless the worker asks for a fixed term',
  },
  'laborContracts.warning.tenYearsService': {
    'zh-CN': '该员工在本单位连续工作已满十年，依法应订立无固定期限劳动合同（劳动者提出订立固定期限的除外）',
    en: 'The worker has served ten continuous years: by law the contract is open-ended unless the worker asks for a fixed term',
  },

  'laborContracts.renewOpenEnded': {
    'zh-CN': '无终止日期的劳动合同无需续签',
    en: 'A contract without an end date is not renewed',
  },
  'laborContracts.terminateBeforeStart': {
    'zh-CN': '终止日期不能早于合同起始日期 {startDate}',
    en: 'The contract cannot end before it starts ({startDate})',
  },

  'remind.laborContracts.expiring.title': {
    'zh-CN': '劳动合同{within}天内到期：{staffName}',
    en: 'Labour contract ending within {within} days: {staffName}',
  },
  'remind.laborContracts.expiring.content': {
    'zh-CN': '{staffName}（工号 {jobNo}）的劳动合同“{contractNo}”将于 {endDate} 到期，请及时办理续签或终止。',
    en: 'The labour contract "{contractNo}" of {staffName} (job no. {jobNo}) ends on {endDate}; renew or terminate it in time.',
  },
});
