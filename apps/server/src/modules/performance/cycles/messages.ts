import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of performance's cycles part (docs/product/performance.md, "Cycles and stages", "Targets"). */
export const cyclesMessages = defineMessages({
  'performance.cycle.notFound': { 'zh-CN': '考核周期不存在', en: 'No such appraisal cycle' },
  'performance.cycle.dateFormat': { 'zh-CN': '日期格式应为 YYYY-MM-DD', en: 'Dates are YYYY-MM-DD' },
  'performance.cycle.periodOrder': {
    'zh-CN': '考核期间的结束日期不能早于开始日期',
    en: 'The period cannot end before it starts',
  },
  'performance.cycle.templateNotFound': {
    'zh-CN': '考核模板不存在或已停用',
    en: 'The template does not exist or is disabled',
  },
  'performance.cycle.typesNotManaged': {
    'zh-CN': '考核范围包含您不管理的员工类型',
    en: 'The scope includes an employee type you do not manage',
  },
  'performance.cycle.notDraft': {
    'zh-CN': '只有草稿状态的考核周期可以修改、删除或发起',
    en: 'Only a draft cycle can be edited, deleted or launched',
  },
  'performance.cycle.notRunning': {
    'zh-CN': '考核周期不在进行中',
    en: 'The cycle is not running',
  },
  'performance.cycle.stale': {
    'zh-CN': '考核周期已被他人修改，请刷新后重试',
    en: 'Someone else changed the cycle; reload and try again',
  },
  'performance.cycle.nobody': {
    'zh-CN': '考核范围内没有在职员工，无法发起',
    en: 'Nobody active is in the scope; nothing to launch',
  },
  'performance.cycle.lastStage': {
    'zh-CN': '结果确认在“绩效校准”发布结果后开始，归档在“全部考核”中进行',
    en: 'Confirmation starts when calibrated results are published; archive the cycle under All appraisals',
  },
  'performance.cycle.reviewersLocked': {
    'zh-CN': '评分已开始，不能再调整评价人',
    en: 'Scoring has started; the reviewers can no longer change',
  },
  'performance.cycle.reviewerNotActive': {
    'zh-CN': '评价人必须是本企业在职人员',
    en: 'Reviewers must be active people of the company',
  },
  'performance.cycle.urgeTitle': { 'zh-CN': '绩效催办', en: 'Performance reminder' },
  'performance.cycle.urgeContent': {
    'zh-CN': '「{cycleName}」{step}尚未完成，请尽快处理',
    en: '"{cycleName}": {step} is not finished yet, please complete it',
  },
  'performance.step.targets': { 'zh-CN': '目标制定', en: 'target setting' },
  'performance.step.targetApproval': { 'zh-CN': '目标审批', en: 'target approval' },
  'performance.step.selfReview': { 'zh-CN': '自评', en: 'self review' },
  'performance.step.review': { 'zh-CN': '评分', en: 'scoring' },
  'performance.step.confirm': { 'zh-CN': '结果确认', en: 'result confirmation' },
  'performance.step.employee': { 'zh-CN': '本人', en: 'The employee' },
  'performance.step.approvers': { 'zh-CN': '审批人', en: 'The approvers' },
  'performance.step.reviewers': { 'zh-CN': '评价人', en: 'The reviewers' },
  'performance.step.hr': { 'zh-CN': 'HR', en: 'HR' },
  'performance.noDepartment': { 'zh-CN': '未分配部门', en: 'No department' },
  'performance.target.wrongStatus': {
    'zh-CN': '考核表当前状态不允许此操作',
    en: "The sheet's current status does not allow this",
  },
  'performance.target.notAllowed': {
    'zh-CN': '您不能修改这张考核表的目标',
    en: "You may not change this sheet's targets",
  },
  'performance.target.ownerOnly': {
    'zh-CN': '只有考核表本人可以提交目标或填写进展',
    en: 'Only the person appraised submits targets and records progress',
  },
  'performance.target.stale': {
    'zh-CN': '考核表已被他人修改，请刷新后重试',
    en: 'Someone else changed the sheet; reload and try again',
  },
  'performance.target.sectionNotFound': {
    'zh-CN': '模板中没有这个考核维度',
    en: 'The template has no such section',
  },
  'performance.target.sectionTakesNoItems': {
    'zh-CN': '360 评估维度的题目来自评估问卷，不能添加目标',
    en: 'The 360 section takes its items from the questionnaire',
  },
  'performance.target.itemNotFound': { 'zh-CN': '目标不存在', en: 'No such target' },
  'performance.target.indicatorNotFound': {
    'zh-CN': '指标库中没有这个启用的指标',
    en: 'No such enabled indicator in the library',
  },
  'performance.target.tooManyItems': {
    'zh-CN': '每个考核维度最多 {max} 项目标',
    en: 'At most {max} targets per section',
  },
  'performance.target.sectionEmpty': {
    'zh-CN': '「{section}」还没有目标',
    en: '"{section}" has no targets yet',
  },
  'performance.target.sectionWeights': {
    'zh-CN': '「{section}」的目标权重合计为 {sum}%，必须等于 100%',
    en: 'The targets of "{section}" weigh {sum} % in all; they must add up to 100 %',
  },
  'performance.target.startedBySheets': {
    'zh-CN': '绩效目标审批由考核表提交发起，请在「目标制定」中提交',
    en: 'Target approvals start from an appraisal sheet: submit it under Targets',
  },
  'performance.target.approvalSubject': {
    'zh-CN': '{staffName}的绩效目标（{cycleName}）',
    en: "{staffName}'s targets ({cycleName})",
  },
});
