import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of work reports (docs/product/oa-diary.md). */
export const diaryMessages = defineMessages({
  'diary.periodKeyFormat': { 'zh-CN': '日志周期格式不正确', en: 'The report period is not valid' },
  'diary.dateFormat': { 'zh-CN': '日期格式应为 YYYY-MM-DD', en: 'Dates are written YYYY-MM-DD' },
  'diary.rule.timeFormat': { 'zh-CN': '时间格式应为 HH:mm', en: 'Times are written HH:mm' },
  'diary.templateNotFound': {
    'zh-CN': '日志模板不存在或已停用',
    en: 'The template does not exist or is disabled',
  },
  'diary.templateChanged': {
    'zh-CN': '模板已被他人修改，请刷新后重试',
    en: 'Someone else changed the template; reload and try again',
  },
  'diary.templateNameTaken': {
    'zh-CN': '已有同名模板「{name}」',
    en: 'A template named “{name}” already exists',
  },
  'diary.templatePeriodFixed': {
    'zh-CN': '已有日志使用此模板，不能更改日志类型',
    en: 'Reports use this template, so its period cannot change',
  },
  'diary.periodMismatch': {
    'zh-CN': '「{period}」不是这个模板的日志周期',
    en: '“{period}” is not a period of this template',
  },
  'diary.periodFuture': {
    'zh-CN': '不能提交未来周期的日志',
    en: 'Reports cannot be written for a future period',
  },
  'diary.reviewersRequired': { 'zh-CN': '请选择接收人', en: 'Choose who receives the report' },
  'diary.reviewerSelf': { 'zh-CN': '不能把日志发给自己', en: 'You cannot send a report to yourself' },
  'diary.reviewerNotInCompany': {
    'zh-CN': '接收人不是本公司在职员工',
    en: 'A receiver is not an active member of the company',
  },
  'diary.notStaff': { 'zh-CN': '只有本公司员工可以写日志', en: 'Only staff of the company write reports' },
  'diary.reportNotFound': { 'zh-CN': '日志不存在', en: 'The report does not exist' },
  'diary.periodTaken': {
    'zh-CN': '{period} 的「{template}」已经写过了，请在我的日志中修改',
    en: 'You already wrote “{template}” for {period}; change it under My reports',
  },
  'diary.alreadyRead': {
    'zh-CN': '日志已被接收人查看，不能再修改或撤回',
    en: 'A receiver has read the report; it can no longer be changed or withdrawn',
  },
  'diary.notDraft': { 'zh-CN': '只能删除草稿', en: 'Only drafts can be deleted' },
  'diary.notSubmitted': { 'zh-CN': '日志尚未提交', en: 'The report has not been submitted' },
  'diary.onlyReviewerLikes': { 'zh-CN': '只有接收人可以点赞', en: 'Only receivers can like a report' },
  'diary.ruleNotFound': { 'zh-CN': '提醒规则不存在', en: 'The reminder rule does not exist' },
  'diary.ruleChanged': {
    'zh-CN': '规则已被他人修改，请刷新后重试',
    en: 'Someone else changed the rule; reload and try again',
  },
  'diary.ruleTargetsRequired': {
    'zh-CN': '请选择需要提交的部门或人员',
    en: 'Choose the departments or people',
  },
  'diary.ruleTargetNotInCompany': {
    'zh-CN': '所选部门或人员不属于本公司',
    en: 'A chosen department or person is not of the company',
  },
  'diary.ruleWeekdayRequired': {
    'zh-CN': '周报请选择截止星期',
    en: 'Choose the weekday weekly reports are due',
  },
  'diary.ruleDayRequired': { 'zh-CN': '月报请选择截止日', en: 'Choose the day monthly reports are due' },
  'diary.statsRange': {
    'zh-CN': '统计范围最多 {max} 个周期，且开始日期不能晚于结束日期',
    en: 'Statistics span at most {max} periods, and the start cannot be after the end',
  },
  'diary.notice.submittedTitle': { 'zh-CN': '收到日志', en: 'New report' },
  'diary.notice.submitted': {
    'zh-CN': '{author} 提交了{template}（{period}），请查阅',
    en: '{author} sent you a report “{template}” ({period})',
  },
  'diary.notice.commentTitle': { 'zh-CN': '日志评论', en: 'Report comment' },
  'diary.notice.comment': {
    'zh-CN': '{name} 评论了{template}（{period}）：{content}',
    en: '{name} commented on “{template}” ({period}): {content}',
  },
  'diary.notice.remindTitle': { 'zh-CN': '日志提醒', en: 'Report reminder' },
  'diary.notice.remind': {
    'zh-CN': '请在 {due} 前提交{template}（{period}）',
    en: 'Please submit “{template}” ({period}) by {due}',
  },
  'diary.export.sheet': { 'zh-CN': '日志统计', en: 'Report statistics' },
  'diary.export.file': { 'zh-CN': '日志统计', en: 'Report statistics' },
  'diary.export.byDept': { 'zh-CN': '按部门', en: 'By department' },
  'diary.export.byPerson': { 'zh-CN': '按人员', en: 'By person' },
  'diary.export.name': { 'zh-CN': '姓名', en: 'Name' },
  'diary.export.dept': { 'zh-CN': '部门', en: 'Department' },
  'diary.export.expected': { 'zh-CN': '应交', en: 'Due' },
  'diary.export.onTime': { 'zh-CN': '按时', en: 'On time' },
  'diary.export.late': { 'zh-CN': '迟交', en: 'Late' },
  'diary.export.missing': { 'zh-CN': '未交', en: 'Missing' },
  'diary.export.rate': { 'zh-CN': '提交率', en: 'Submission rate' },
  'diary.export.noDept': { 'zh-CN': '未分配部门', en: 'No department' },
});
