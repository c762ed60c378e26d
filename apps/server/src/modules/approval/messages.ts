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
  'approval.notDraft': {
    'zh-CN': '只能修改草稿或已退回的审批',
    en: 'Only drafts and approvals sent back to you can be changed',
  },
  'approval.notResubmittable': {
    'zh-CN': '只有已拒绝或已撤回的审批可以再次提交',
    en: 'Only rejected or withdrawn approvals can be submitted again',
  },
  'approval.sendBackOff': {
    'zh-CN': '该审批流程不允许退回',
    en: 'This approval flow does not allow sending back',
  },
  'approval.sendBackOnlyInitiator': {
    'zh-CN': '该审批流程只允许退回给发起人',
    en: 'This approval flow allows sending back to the initiator only',
  },
  'approval.sendBackTarget': {
    'zh-CN': '只能退回到当前节点之前已审批的节点',
    en: 'An approval can be sent back only to an approver node already done before this one',
  },
  'approval.addSignOff': {
    'zh-CN': '该审批流程不允许加签',
    en: 'This approval flow does not allow adding signers',
  },
  'approval.addSignTarget': {
    'zh-CN': '加签人须是本公司在职人员（不能是自己）',
    en: 'Added signers must be active people of the company other than yourself',
  },
  'approval.addSign.nodeName': { 'zh-CN': '加签', en: 'Added signers' },
  'approval.mentionTarget': {
    'zh-CN': '只能@本公司在职人员',
    en: 'Only active people of the company can be mentioned',
  },
  'approval.attachmentNotOwn': {
    'zh-CN': '附件“{name}”不是你上传的文件',
    en: 'The attachment "{name}" is not a file you uploaded',
  },
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
  'remind.approval.returned.title': { 'zh-CN': '审批被退回：{title}', en: 'Sent back: {title}' },
  'remind.approval.returned.content': {
    'zh-CN': '您的{title}（{serialNo}）被退回，请修改后重新提交。',
    en: 'Your {title} ({serialNo}) was sent back to you; change it and submit it again.',
  },
  'remind.approval.mention.title': { 'zh-CN': '有人@了你：{title}', en: 'You were mentioned: {title}' },
  'remind.approval.mention.content': {
    'zh-CN': '{title}（{serialNo}）的评论中提到了您。',
    en: 'A comment on {title} ({serialNo}) mentions you.',
  },
  'remind.approval.timeout.title': { 'zh-CN': '审批即将超时：{title}', en: 'Approval overdue: {title}' },
  'remind.approval.timeout.content': {
    'zh-CN': '{title}（{serialNo}）等待您审批已超过时限，请尽快处理。',
    en: '{title} ({serialNo}) has waited for your decision past its time limit.',
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
  'approval.gate.pending': {
    'zh-CN': '该记录已有审批在进行中，请等待审批结束',
    en: 'This record already has an approval in progress',
  },
  'approval.gate.noTemplate': {
    'zh-CN': '此操作需要审批，但公司没有启用对应的审批模板，请联系管理员在「审批模板」中启用',
    en: 'This change needs an approval, but the company has no active template for it; ask an administrator to enable one',
  },
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
  'approval.value.notOwnFile': {
    'zh-CN': '{label}：只能使用你本人上传的文件',
    en: '{label}: only files you uploaded yourself',
  },
  'approval.value.notInCompany': {
    'zh-CN': '{label}：所选人员或部门不在本公司',
    en: '{label}: someone or a department chosen is not of this company',
  },
});
