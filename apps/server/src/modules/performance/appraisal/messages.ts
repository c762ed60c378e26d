import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of performance's appraisal part (docs/product/performance.md, "Appraisal"). */
export const appraisalMessages = defineMessages({
  'perf.appraisal.cycleNotFound': { 'zh-CN': '考核周期不存在', en: 'The cycle does not exist' },
  'perf.appraisal.notSelfReview': {
    'zh-CN': '考核表当前不在自评阶段',
    en: 'The sheet is not in self review',
  },
  'perf.appraisal.stageNotOpen': {
    'zh-CN': '人力资源尚未开启自评阶段',
    en: 'HR has not opened the self-review stage yet',
  },
  'perf.appraisal.notYourTurn': {
    'zh-CN': '当前不是您的评分环节，只有本级评分人可以评分',
    en: 'It is not your turn: only the current level’s reviewers score',
  },
  'perf.appraisal.alreadySubmitted': {
    'zh-CN': '您已提交本级评分',
    en: 'You have already submitted your scores for this level',
  },
  'perf.appraisal.unknownItem': {
    'zh-CN': '考核项不属于这张考核表',
    en: 'The item is not on this sheet',
  },
  'perf.appraisal.autoItemScored': {
    'zh-CN': '「{item}」按规则自动计分，不能手动打分',
    en: '“{item}” scores by its rule and takes no manual score',
  },
  'perf.appraisal.scoreRange': {
    'zh-CN': '「{item}」的分数应在 0–{max} 之间',
    en: 'The score of “{item}” must be from 0 to {max}',
  },
  'perf.appraisal.levelScore': {
    'zh-CN': '「{item}」请选择一个能力等级（{levels}）',
    en: 'Pick one of the levels of “{item}” ({levels})',
  },
  'perf.appraisal.noSelfLevel': {
    'zh-CN': '本考核模板没有自评环节，不能填写自评分',
    en: 'The template has no self level: no self scores',
  },
  'perf.appraisal.evidenceNotOwn': {
    'zh-CN': '佐证材料只能是您本人上传的文件',
    en: 'Evidence must be files you uploaded yourself',
  },
  'perf.appraisal.missing': {
    'zh-CN': '提交前请填写：{fields}',
    en: 'Fill in before submitting: {fields}',
  },
  'perf.appraisal.missingActual': { 'zh-CN': '「{item}」的实际值', en: 'the actual of “{item}”' },
  'perf.appraisal.missingScore': { 'zh-CN': '「{item}」的评分', en: 'the score of “{item}”' },
  'perf.appraisal.missingSummary': { 'zh-CN': '自评总结', en: 'the summary' },
  'perf.appraisal.notCalibrating': {
    'zh-CN': '只有评分完成、结果未发布的考核表可以校准',
    en: 'Only scored sheets whose results are not published can be calibrated',
  },
  'perf.appraisal.unknownGrade': {
    'zh-CN': '等级「{grade}」不在本周期的等级设置中',
    en: 'Grade “{grade}” is not one of the cycle’s grades',
  },
  'perf.appraisal.nothingToPublish': {
    'zh-CN': '没有待发布的考核结果',
    en: 'No results are waiting to be published',
  },
  'perf.appraisal.distributionBroken': {
    'zh-CN': '强制分布未满足，不能发布：{problems}',
    en: 'The forced distribution is broken: {problems}',
  },
  'perf.appraisal.limitOver': {
    'zh-CN': '{group} {grade} 等级 {count} 人，最多 {allowed} 人',
    en: '{group}: {count} at {grade}, at most {allowed}',
  },
  'perf.appraisal.limitUnder': {
    'zh-CN': '{group} {grade} 等级 {count} 人，至少 {required} 人',
    en: '{group}: {count} at {grade}, at least {required}',
  },
  'perf.appraisal.wholeCycle': { 'zh-CN': '全周期', en: 'Whole cycle' },
  'perf.appraisal.noDepartment': { 'zh-CN': '未分配部门', en: 'No department' },
  'perf.appraisal.notConfirming': {
    'zh-CN': '考核结果当前不在待确认状态',
    en: 'The result is not waiting for confirmation',
  },
  'perf.appraisal.notAppealing': {
    'zh-CN': '这张考核表没有待处理的申诉',
    en: 'The sheet has no open appeal',
  },
  'perf.appraisal.archiveBlocked': {
    'zh-CN': '还有 {count} 张考核表未发布结果或申诉未处理，不能归档',
    en: '{count} sheets have no published result or an open appeal: cannot archive',
  },
  'perf.appraisal.alreadyArchived': { 'zh-CN': '考核周期已归档', en: 'The cycle is already archived' },
  'perf.appraisal.export.title': { 'zh-CN': '绩效结果', en: 'Performance results' },
  'perf.appraisal.col.cycle': { 'zh-CN': '考核周期', en: 'Cycle' },
  'perf.appraisal.col.name': { 'zh-CN': '姓名', en: 'Name' },
  'perf.appraisal.col.department': { 'zh-CN': '部门', en: 'Department' },
  'perf.appraisal.col.status': { 'zh-CN': '状态', en: 'Status' },
  'perf.appraisal.col.total': { 'zh-CN': '总分', en: 'Total' },
  'perf.appraisal.col.grade': { 'zh-CN': '评分等级', en: 'Scored grade' },
  'perf.appraisal.col.result': { 'zh-CN': '最终等级', en: 'Result grade' },
  'perf.appraisal.col.potential': { 'zh-CN': '潜力', en: 'Potential' },
  'perf.appraisal.status.1': { 'zh-CN': '目标制定中', en: 'Setting targets' },
  'perf.appraisal.status.2': { 'zh-CN': '目标审批中', en: 'Targets in approval' },
  'perf.appraisal.status.3': { 'zh-CN': '执行中', en: 'Executing' },
  'perf.appraisal.status.4': { 'zh-CN': '自评中', en: 'Self review' },
  'perf.appraisal.status.5': { 'zh-CN': '评分中', en: 'Reviewing' },
  'perf.appraisal.status.6': { 'zh-CN': '待校准', en: 'Calibrating' },
  'perf.appraisal.status.7': { 'zh-CN': '待确认', en: 'Confirming' },
  'perf.appraisal.status.8': { 'zh-CN': '申诉中', en: 'Appealing' },
  'perf.appraisal.status.9': { 'zh-CN': '已确认', en: 'Confirmed' },
  'perf.appraisal.status.10': { 'zh-CN': '已归档', en: 'Archived' },
  'perf.appraisal.potential.1': { 'zh-CN': '低', en: 'Low' },
  'perf.appraisal.potential.2': { 'zh-CN': '中', en: 'Medium' },
  'perf.appraisal.potential.3': { 'zh-CN': '高', en: 'High' },
  'remind.perf.toScore.title': { 'zh-CN': '绩效评分待处理', en: 'Appraisal waiting for your scores' },
  'remind.perf.toScore.content': {
    'zh-CN': '{staffName}的「{cycleName}」考核表等待您评分',
    en: '{staffName}’s sheet of “{cycleName}” is waiting for your scores',
  },
  'remind.perf.published.title': { 'zh-CN': '绩效结果已发布', en: 'Your appraisal result is out' },
  'remind.perf.published.content': {
    'zh-CN': '「{cycleName}」的考核结果已发布，请查看并确认',
    en: 'The result of “{cycleName}” is published: please review and confirm it',
  },
  'remind.perf.replied.title': { 'zh-CN': '绩效申诉已回复', en: 'Your appeal was answered' },
  'remind.perf.replied.content': {
    'zh-CN': '「{cycleName}」的申诉已回复，请查看并确认结果',
    en: 'Your appeal on “{cycleName}” was answered: please review and confirm',
  },
});
