import { defineMessages } from '../../core/i18n/index.ts';

export const approvalMessages = defineMessages({
  'approval.templateNotFound': { 'zh-CN': '审批模板不存在', en: 'No such approval template' },
  'approval.templateClosed': {
    'zh-CN': '该审批模板已停用或未发布',
    en: 'This approval template is disabled or not published',
  },
  'approval.notInitiator': { 'zh-CN': '你不能发起该审批', en: 'You may not start this approval' },
  'approval.adminsOnly': {
    'zh-CN': '只有公司管理员可以管理审批模板',
    en: 'Only company administrators manage approval templates',
  },
  'approval.duplicateNodeId': {
    'zh-CN': '流程节点编号重复：{id}',
    en: 'Two flow nodes share the id {id}',
  },
  'approval.unknownType': { 'zh-CN': '未知的审批类型：{type}', en: 'Unknown approval type: {type}' },
  'approval.stale': {
    'zh-CN': '模板已被他人修改，请刷新后重试',
    en: 'The template was changed by someone else; reload and try again',
  },
  'approval.notFound': { 'zh-CN': '审批不存在', en: 'No such approval' },
  'approval.chatCard.description': { 'zh-CN': '[审批] {title}', en: '[Approval] {title}' },
  'approval.handled': { 'zh-CN': '该审批已处理', en: 'This approval has already been handled' },
  'approval.notDraft': { 'zh-CN': '只能修改草稿', en: 'Only drafts can be changed' },
  'approval.withdrawAfterDecision': {
    'zh-CN': '已有审批人处理，不能撤回',
    en: 'An approver has already decided; it can no longer be withdrawn',
  },
  'approval.notInitiatorAction': {
    'zh-CN': '只有发起人可以执行此操作',
    en: 'Only the initiator can do this',
  },
  'approval.urgeTooSoon': {
    'zh-CN': '每小时只能催办一次，请稍后再试',
    en: 'You can urge at most once an hour; try again later',
  },
  'approval.transferTarget': {
    'zh-CN': '只能转交给本公司在职人员（不能是自己）',
    en: 'A task can be handed only to another active person of the company',
  },
  'approval.invalidValues': { 'zh-CN': '表单填写有误', en: 'The form has errors' },
  'approval.resolveFailed': {
    'zh-CN': '无法确定审批人：{code}',
    en: 'The approvers could not be resolved: {code}',
  },
  'remind.approval.todo.title': { 'zh-CN': '待审批：{title}', en: 'To approve: {title}' },
  'remind.approval.todo.content': {
    'zh-CN': '{title}（{serialNo}）等待您审批。',
    en: '{title} ({serialNo}) is waiting for your decision.',
  },
  'remind.approval.urge.title': { 'zh-CN': '催办：{title}', en: 'Reminder: {title}' },
  'remind.approval.urge.content': {
    'zh-CN': '发起人催您尽快处理{title}（{serialNo}）。',
    en: 'The initiator asks you to decide on {title} ({serialNo}) soon.',
  },
  'remind.approval.cc.title': { 'zh-CN': '抄送：{title}', en: 'For your information: {title}' },
  'remind.approval.cc.content': {
    'zh-CN': '{title}（{serialNo}）抄送给您。',
    en: '{title} ({serialNo}) was copied to you.',
  },
  'remind.approval.approved.title': { 'zh-CN': '审批已通过：{title}', en: 'Approved: {title}' },
  'remind.approval.approved.content': {
    'zh-CN': '您的{title}（{serialNo}）已审批通过。',
    en: 'Your {title} ({serialNo}) was approved.',
  },
  'remind.approval.rejected.title': { 'zh-CN': '审批被拒绝：{title}', en: 'Rejected: {title}' },
  'remind.approval.rejected.content': {
    'zh-CN': '您的{title}（{serialNo}）被拒绝，可查看审批意见后重新提交。',
    en: 'Your {title} ({serialNo}) was rejected; see the comments and submit it again.',
  },
  'approval.export.sheet': { 'zh-CN': '审批记录', en: 'Approval records' },
  'approval.export.serialNo': { 'zh-CN': '审批编号', en: 'Number' },
  'approval.export.title': { 'zh-CN': '标题', en: 'Title' },
  'approval.export.templateName': { 'zh-CN': '审批模板', en: 'Template' },
  'approval.export.initiatorName': { 'zh-CN': '发起人', en: 'Initiator' },
  'approval.export.state': { 'zh-CN': '状态', en: 'State' },
  'approval.export.submittedAt': { 'zh-CN': '提交时间', en: 'Submitted' },
  'approval.export.finishedAt': { 'zh-CN': '完成时间', en: 'Finished' },
  'approval.state.draft': { 'zh-CN': '草稿', en: 'Draft' },
  'approval.state.running': { 'zh-CN': '审批中', en: 'In progress' },
  'approval.state.approved': { 'zh-CN': '已通过', en: 'Approved' },
  'approval.state.returned': { 'zh-CN': '已退回', en: 'Sent back' },
  'approval.state.rejected': { 'zh-CN': '已拒绝', en: 'Rejected' },
  'approval.state.withdrawn': { 'zh-CN': '已撤回', en: 'Withdrawn' },
  'approval.value.cell': { 'zh-CN': '{table} 第{row}行 {column}', en: '{table}, row {row}, {column}' },
  'approval.value.unknownField': {
    'zh-CN': '{label}：表单中没有此项',
    en: '{label}: not a field of this form',
  },
  'approval.value.required': { 'zh-CN': '{label}：不能为空', en: '{label}: required' },
  'approval.value.notAllowed': { 'zh-CN': '{label}：此项无需填写', en: '{label}: takes no value' },
  'approval.value.invalid': { 'zh-CN': '{label}：填写的格式不正确', en: '{label}: not in the expected form' },
  'approval.value.tooLong': { 'zh-CN': '{label}：最多 {max} 个字', en: '{label}: at most {max} characters' },
  'approval.value.tooSmall': { 'zh-CN': '{label}：不能小于 {min}', en: '{label}: at least {min}' },
  'approval.value.tooLarge': { 'zh-CN': '{label}：不能大于 {max}', en: '{label}: at most {max}' },
  'approval.value.tooPrecise': {
    'zh-CN': '{label}：最多保留 {precision} 位小数',
    en: '{label}: at most {precision} decimal places',
  },
  'approval.value.invalidDate': { 'zh-CN': '{label}：日期不正确', en: '{label}: not a valid date' },
  'approval.value.dateOutOfRange': {
    'zh-CN': '{label}：日期须在今天前后 {years} 年之内',
    en: '{label}: must be within {years} years of today',
  },
  'approval.value.rangeReversed': {
    'zh-CN': '{label}：结束时间不能早于开始时间',
    en: '{label}: ends before it starts',
  },
  'approval.value.notAnOption': { 'zh-CN': '{label}：不是可选的选项', en: '{label}: not one of the options' },
  'approval.value.tooMany': { 'zh-CN': '{label}：最多选择 {max} 项', en: '{label}: at most {max}' },
  'approval.value.notAnImage': {
    'zh-CN': '{label}：只能上传图片（PNG、JPG、GIF、WebP）',
    en: '{label}: images only (PNG, JPG, GIF, WebP)',
  },
  'approval.value.notInCompany': {
    'zh-CN': '{label}：所选人员或部门不在本公司',
    en: '{label}: someone or a department chosen is not of this company',
  },
});
