import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of performance's 360 part (docs/product/performance.md, "360"). */
export const review360Messages = defineMessages({
  'performance.360.mobileFormat': {
    'zh-CN': '请输入 11 位手机号',
    en: 'Enter an 11-digit mobile number',
  },
  'performance.360.noSection': {
    'zh-CN': '该考核表的模板没有 360 评估',
    en: "This sheet's template has no 360 review",
  },
  'performance.360.notManager': {
    'zh-CN': '只有被评估人本人或 HR 可以选择评估人',
    en: 'Only the person rated or HR may choose raters',
  },
  'performance.360.closed': {
    'zh-CN': '评分已结束，不能再调整评估人',
    en: 'Scoring is over: raters can no longer change',
  },
  'performance.360.answersClosed': {
    'zh-CN': '该考核的评分已结束，问卷不再接受提交',
    en: 'Scoring of this appraisal is over: the questionnaire is closed',
  },
  'performance.360.selfRater': {
    'zh-CN': '不能选择被评估人本人作为评估人',
    en: 'The person rated cannot rate themselves',
  },
  'performance.360.duplicate': {
    'zh-CN': '该评估人已在名单中',
    en: 'This rater is already on the list',
  },
  'performance.360.tooMany': {
    'zh-CN': '评估人最多 {max} 位',
    en: 'At most {max} raters',
  },
  'performance.360.staffNotFound': {
    'zh-CN': '该员工不存在或已离职',
    en: 'No such active staff member',
  },
  'performance.360.raterNotFound': {
    'zh-CN': '评估人不存在',
    en: 'No such rater',
  },
  'performance.360.answered': {
    'zh-CN': '该评估人已提交评价，不能移除',
    en: 'This rater has answered and cannot be removed',
  },
  'performance.360.belowMinimum': {
    'zh-CN': '{relation}评估人至少 {min} 位，当前 {count} 位',
    en: 'At least {min} {relation} raters are needed; there are {count}',
  },
  'performance.360.nothingToSend': {
    'zh-CN': '没有待发送的评估人',
    en: 'No raters waiting to be sent',
  },
  'performance.360.nobodyToRemind': {
    'zh-CN': '所有评估人都已提交',
    en: 'Every rater has answered',
  },
  'performance.360.questionnaireNotFound': {
    'zh-CN': '问卷不存在或您无权作答',
    en: 'No such questionnaire for you',
  },
  'performance.360.alreadySubmitted': {
    'zh-CN': '您已提交过该问卷，不能重复提交',
    en: 'You have already answered this questionnaire',
  },
  'performance.360.linkInvalid': {
    'zh-CN': '链接已失效（已提交或已撤销）',
    en: 'This link no longer works (answered or revoked)',
  },
  'performance.360.answersIncomplete': {
    'zh-CN': '请回答全部题目',
    en: 'Answer every question',
  },
  'performance.360.scoreOutOfRange': {
    'zh-CN': '「{name}」的评分应在 0–{max} 之间',
    en: '"{name}": the score must be from 0 to {max}',
  },
  'performance.360.scoreNotLevel': {
    'zh-CN': '「{name}」请选择一个等级',
    en: '"{name}": pick one of the levels',
  },
  'performance.360.resultsHidden': {
    'zh-CN': '结果发布后才能查看 360 结果',
    en: 'The 360 results show once results are published',
  },
  'performance.360.tooManyRequests': {
    'zh-CN': '请求过于频繁，请稍后再试',
    en: 'Too many requests, try again later',
  },
  'performance.360.remind.title': {
    'zh-CN': '360 评估邀请',
    en: '360 review request',
  },
  'performance.360.remind.content': {
    'zh-CN': '请为 {staffName}（{cycleName}）完成 360 评价',
    en: 'Please complete the 360 review of {staffName} ({cycleName})',
  },
  'performance.360.relation.peer': { 'zh-CN': '同事', en: 'peer' },
  'performance.360.relation.subordinate': { 'zh-CN': '下属', en: 'subordinate' },
  'performance.360.relation.superior': { 'zh-CN': '上级', en: 'superior' },
  'performance.360.relation.external': { 'zh-CN': '外部', en: 'external' },
});
