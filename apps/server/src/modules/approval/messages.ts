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
});
