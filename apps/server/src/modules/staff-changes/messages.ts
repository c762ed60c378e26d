import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of 转正, 调动 and 离职 (docs/product/staff.md, "转正, 调动 and 离职"). */
export const staffChangeMessages = defineMessages({
  'staffChange.confirmOfficial': { 'zh-CN': '确认转正', en: 'Confirm' },
  'staffChange.confirmTransfer': { 'zh-CN': '确认调动', en: 'Confirm transfer' },
  'staffChange.confirmDimission': { 'zh-CN': '确认离职', en: 'Confirm dimission' },
  'staffChange.cancel': { 'zh-CN': '撤销', en: 'Cancel' },
  'staffChange.wrongKind': { 'zh-CN': '该记录不是此类异动', en: 'This record is another kind of change' },
  'staffChange.staffNotManaged': {
    'zh-CN': '员工不存在、已离职或不在您的管理范围内',
    en: 'The employee does not exist, has left, or is outside your scope',
  },
  'staffChange.leaving': {
    'zh-CN': '该员工已办理离职，不能再办理其他异动',
    en: 'This employee is leaving; no other change can be made',
  },
  'staffChange.notOnProbation': {
    'zh-CN': '该员工不在试用期，无需转正',
    en: 'This employee is not on probation',
  },
  'staffChange.officialBeforeEntry': {
    'zh-CN': '转正日期不能早于入职日期（{date}）',
    en: 'The confirmation date cannot be before the entry date ({date})',
  },
  'staffChange.lastDayBeforeEntry': {
    'zh-CN': '最后工作日不能早于入职日期（{date}）',
    en: 'The last working day cannot be before the entry date ({date})',
  },
  'staffChange.dateNotAfterLatest': {
    'zh-CN': '须晚于该员工最近一次变动的生效日期（{date}）',
    en: 'Must be after the latest change of this employee ({date})',
  },
  'staffChange.lastDayBeforeLatest': {
    'zh-CN': '最后工作日不能早于该员工最近一次变动的生效日期（{date}）',
    en: 'The last working day cannot be before the latest change of this employee ({date})',
  },
  'staffChange.lastDayPast': {
    'zh-CN': '最后工作日不能早于今天',
    en: 'The last working day cannot be before today',
  },
  'staffChange.openRegularize': {
    'zh-CN': '该员工已有未完成的转正，请先处理或撤销',
    en: 'This employee already has a confirmation in progress; handle or cancel it first',
  },
  'staffChange.openTransfer': {
    'zh-CN': '该员工已有未生效的调动，请先处理或撤销',
    en: 'This employee already has a transfer not yet in effect; handle or cancel it first',
  },
  'staffChange.openDimission': {
    'zh-CN': '该员工已有未完成的离职，请先处理或撤销',
    en: 'This employee already has a dimission in progress; handle or cancel it first',
  },
  'staffChange.sameFacts': {
    'zh-CN': '调动后的岗位信息与当前相同',
    en: 'The new job facts are the same as the current ones',
  },
  'staffChange.typeOutOfScope': {
    'zh-CN': '您只能调动到自己负责范围（HRM/HRO）内的员工类型',
    en: 'You can only transfer to an employee type of your own scope (HRM/HRO)',
  },
  'staffChange.reasonTypeRequired': { 'zh-CN': '请选择离职类型', en: 'Choose a reason type' },
  'staffChange.reasonType': { 'zh-CN': '离职类型不存在', en: 'Unknown reason type' },
  'staffChange.handoverInvalid': {
    'zh-CN': '交接人须为在职同事，且不能是离职员工本人',
    en: 'The handover must go to an active colleague other than the leaver',
  },
  'staffChange.notStaff': {
    'zh-CN': '请以员工身份提交本人的申请',
    en: 'Only an employee can ask for this, for themselves',
  },
  'staffChange.noOwnEmployment': {
    'zh-CN': '您在本公司没有在职档案，无法提交申请',
    en: 'You have no current employment in this company',
  },
  'staffChange.cancelEffective': {
    'zh-CN': '已生效的异动不能撤销',
    en: 'A change in effect cannot be cancelled',
  },
  'staffChange.dateEffective': {
    'zh-CN': '已生效或已撤销的异动不能修改日期',
    en: 'The date of a change in effect or cancelled cannot be moved',
  },
  'staffChange.notDimission': {
    'zh-CN': '只有离职记录有交接清单',
    en: 'Only a dimission has a handover checklist',
  },
  'staffChange.checklistCancelled': {
    'zh-CN': '已撤销的离职不能再勾选交接清单',
    en: 'The checklist of a cancelled dimission cannot be changed',
  },
  'staffChange.remind.dimission.title': { 'zh-CN': '离职申请', en: 'Dimission request' },
  'staffChange.remind.dimission.content': {
    'zh-CN': '{name}申请离职，最后工作日 {date}，请及时处理',
    en: '{name} asks to leave; last working day {date}',
  },
  'staffChange.remind.regularize.title': { 'zh-CN': '转正申请', en: 'Confirmation request' },
  'staffChange.remind.regularize.content': {
    'zh-CN': '{name}申请转正，转正日期 {date}，请及时处理',
    en: '{name} asks to be confirmed from {date}',
  },
});
