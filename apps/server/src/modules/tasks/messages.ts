import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of tasks (docs/product/oa-task.md). */
export const tasksMessages = defineMessages({
  'tasks.titleRequired': { 'zh-CN': '请填写任务标题', en: 'Enter the task’s title' },
  'tasks.executorRequired': { 'zh-CN': '请至少选择一位执行人', en: 'Choose at least one executor' },
  'tasks.checkItemRequired': { 'zh-CN': '检查项不能为空', en: 'A checklist item cannot be empty' },
  'tasks.commentRequired': { 'zh-CN': '请填写评论内容', en: 'Write the comment' },
  'tasks.shareNobody': { 'zh-CN': '请选择要分享给的同事', en: 'Choose the colleagues to share with' },
  'tasks.timeFormat': { 'zh-CN': '时间格式应为 YYYY-MM-DD HH:mm', en: 'Times are written YYYY-MM-DD HH:mm' },
  'tasks.dateFormat': { 'zh-CN': '日期格式应为 YYYY-MM-DD', en: 'Dates are written YYYY-MM-DD' },
  'tasks.dueBeforeStart': {
    'zh-CN': '截止时间不能早于开始时间',
    en: 'The due time cannot be before the start',
  },
  'tasks.notColleague': {
    'zh-CN': '所选人员不是本企业在职员工',
    en: 'Someone chosen is not an active member of this company',
  },
  'tasks.reviewerIsExecutor': {
    'zh-CN': '审核人不能同时是执行人，请另选审核人',
    en: 'The reviewer cannot also be an executor',
  },
  'tasks.parentTooDeep': {
    'zh-CN': '子任务下不能再建子任务',
    en: 'A subtask cannot have subtasks of its own',
  },
  'tasks.parentClosed': {
    'zh-CN': '该任务已完成或已取消，不能再添加子任务',
    en: 'The task is finished or cancelled; no subtasks can be added',
  },
  'tasks.parentNotEditable': {
    'zh-CN': '只有任务的创建人、负责人或执行人可以添加子任务',
    en: 'Only the task’s creator, owner or executors can add subtasks',
  },
  'tasks.attachmentNotOwn': {
    'zh-CN': '附件“{name}”不是你上传的文件',
    en: 'The attachment “{name}” is not a file you uploaded',
  },
  'tasks.editForbidden': {
    'zh-CN': '只有任务的创建人或负责人可以修改任务',
    en: 'Only the task’s creator or owner can change it',
  },
  'tasks.closedNotEditable': {
    'zh-CN': '任务已完成或已取消，请先重新打开',
    en: 'The task is finished or cancelled; reopen it first',
  },
  'tasks.workForbidden': {
    'zh-CN': '只有执行人或负责人可以更新进度和检查项',
    en: 'Only the executors or the owner can update progress and the checklist',
  },
  'tasks.progressDerived': {
    'zh-CN': '该任务有子任务，进度按子任务完成情况自动计算',
    en: 'This task has subtasks: its progress follows them',
  },
  'tasks.deleteForbidden': {
    'zh-CN': '只有任务的创建人可以删除任务',
    en: 'Only the task’s creator can delete it',
  },
  'tasks.shareForbidden': {
    'zh-CN': '只有任务的创建人、负责人或执行人可以分享任务',
    en: 'Only the task’s creator, owner or executors can share it',
  },
  'tasks.mentionNotMember': {
    'zh-CN': '只能提及该任务的成员',
    en: 'Only people of the task can be mentioned',
  },
  'tasks.stale': {
    'zh-CN': '任务已被他人修改，请刷新后重试',
    en: 'Someone else changed the task; reload and try again',
  },
  'tasks.transition.status': {
    'zh-CN': '任务状态已变化，当前不能执行该操作，请刷新后重试',
    en: 'The task’s status has changed and no longer allows this; reload and try again',
  },
  'tasks.reviewerWhileSubmitted': {
    'zh-CN': '任务正在等待验收，不能去掉审核人',
    en: 'The task is waiting for acceptance: it needs its reviewer',
  },
  'tasks.transition.role.start': {
    'zh-CN': '只有执行人可以开始任务',
    en: 'Only executors can start the task',
  },
  'tasks.transition.role.submit': {
    'zh-CN': '只有执行人可以提交验收',
    en: 'Only executors can submit the task for acceptance',
  },
  'tasks.transition.role.complete': {
    'zh-CN': '只有执行人或负责人可以完成任务',
    en: 'Only executors or the owner can complete the task',
  },
  'tasks.transition.role.accept': {
    'zh-CN': '只有审核人可以验收任务',
    en: 'Only the reviewer can accept the task',
  },
  'tasks.transition.role.reject': {
    'zh-CN': '只有审核人可以驳回任务',
    en: 'Only the reviewer can reject the task',
  },
  'tasks.transition.role.cancel': {
    'zh-CN': '只有创建人或负责人可以取消任务',
    en: 'Only the creator or the owner can cancel the task',
  },
  'tasks.transition.role.reopen': {
    'zh-CN': '只有创建人或负责人可以重新打开任务',
    en: 'Only the creator or the owner can reopen the task',
  },
  'tasks.transition.reviewer.submit': {
    'zh-CN': '该任务没有审核人，请直接完成',
    en: 'The task has no reviewer: complete it directly',
  },
  'tasks.transition.reviewer.complete': {
    'zh-CN': '该任务需要审核人验收，请提交验收',
    en: 'The task has a reviewer: submit it for acceptance',
  },
  'tasks.transition.reasonRequired': { 'zh-CN': '请填写驳回原因', en: 'Give the reason for rejecting' },
  'tasks.status.todo': { 'zh-CN': '未开始', en: 'Not started' },
  'tasks.status.doing': { 'zh-CN': '进行中', en: 'In progress' },
  'tasks.status.submitted': { 'zh-CN': '待验收', en: 'Awaiting acceptance' },
  'tasks.status.rejected': { 'zh-CN': '已驳回', en: 'Rejected' },
  'tasks.status.done': { 'zh-CN': '已完成', en: 'Done' },
  'tasks.status.cancelled': { 'zh-CN': '已取消', en: 'Cancelled' },
  'tasks.priority.urgent': { 'zh-CN': '紧急', en: 'Urgent' },
  'tasks.priority.high': { 'zh-CN': '高', en: 'High' },
  'tasks.priority.medium': { 'zh-CN': '中', en: 'Medium' },
  'tasks.priority.low': { 'zh-CN': '低', en: 'Low' },
  'tasks.export.title': { 'zh-CN': '任务', en: 'Tasks' },
  'tasks.export.tab.execute': { 'zh-CN': '我执行的', en: 'I execute' },
  'tasks.export.tab.participation': { 'zh-CN': '我参与的', en: 'I participate' },
  'tasks.export.tab.responsibility': { 'zh-CN': '我负责的', en: 'I own' },
  'tasks.export.tab.create': { 'zh-CN': '我创建的', en: 'I created' },
  'tasks.export.tab.allocation': { 'zh-CN': '我分配的', en: 'I assigned' },
  'tasks.export.tab.examine': { 'zh-CN': '我审核的', en: 'I review' },
  'tasks.export.col.title': { 'zh-CN': '任务标题', en: 'Title' },
  'tasks.export.col.parent': { 'zh-CN': '父任务', en: 'Parent task' },
  'tasks.export.col.priority': { 'zh-CN': '优先级', en: 'Priority' },
  'tasks.export.col.status': { 'zh-CN': '状态', en: 'Status' },
  'tasks.export.col.progress': { 'zh-CN': '进度(%)', en: 'Progress (%)' },
  'tasks.export.col.executors': { 'zh-CN': '执行人', en: 'Executors' },
  'tasks.export.col.owner': { 'zh-CN': '负责人', en: 'Owner' },
  'tasks.export.col.reviewer': { 'zh-CN': '审核人', en: 'Reviewer' },
  'tasks.export.col.creator': { 'zh-CN': '创建人', en: 'Creator' },
  'tasks.export.col.start': { 'zh-CN': '开始时间', en: 'Start' },
  'tasks.export.col.due': { 'zh-CN': '截止时间', en: 'Due' },
  'tasks.export.col.overdue': { 'zh-CN': '是否逾期', en: 'Overdue' },
  'tasks.export.col.completed': { 'zh-CN': '完成时间', en: 'Completed' },
  'tasks.export.yes': { 'zh-CN': '是', en: 'Yes' },
  'tasks.export.no': { 'zh-CN': '否', en: 'No' },
  'tasks.notice.assigned.title': { 'zh-CN': '新任务', en: 'New task' },
  'tasks.notice.assigned.executor': {
    'zh-CN': '{who} 给你分配了任务“{title}”，你是执行人',
    en: '{who} gave you the task “{title}” to execute',
  },
  'tasks.notice.assigned.owner': {
    'zh-CN': '{who} 指定你为任务“{title}”的负责人',
    en: '{who} made you the owner of the task “{title}”',
  },
  'tasks.notice.assigned.reviewer': {
    'zh-CN': '{who} 指定你为任务“{title}”的审核人',
    en: '{who} made you the reviewer of the task “{title}”',
  },
  'tasks.notice.assigned.participant': {
    'zh-CN': '{who} 邀请你参与任务“{title}”',
    en: '{who} added you to the task “{title}”',
  },
  'tasks.notice.mentioned.title': { 'zh-CN': '任务评论提到了你', en: 'Mentioned in a task' },
  'tasks.notice.mentioned.content': {
    'zh-CN': '{who} 在任务“{title}”中提到了你：{text}',
    en: '{who} mentioned you in “{title}”: {text}',
  },
  'tasks.notice.submitted.title': { 'zh-CN': '任务待验收', en: 'Task to accept' },
  'tasks.notice.submitted.content': {
    'zh-CN': '{who} 提交了任务“{title}”，请验收',
    en: '{who} submitted “{title}” for your acceptance',
  },
  'tasks.notice.accepted.title': { 'zh-CN': '任务已验收', en: 'Task accepted' },
  'tasks.notice.accepted.content': {
    'zh-CN': '{who} 验收通过了任务“{title}”',
    en: '{who} accepted “{title}”',
  },
  'tasks.notice.rejected.title': { 'zh-CN': '任务被驳回', en: 'Task rejected' },
  'tasks.notice.rejected.content': {
    'zh-CN': '{who} 驳回了任务“{title}”：{reason}',
    en: '{who} rejected “{title}”: {reason}',
  },
  'tasks.notice.dueTomorrow.title': { 'zh-CN': '任务明天截止', en: 'Task due tomorrow' },
  'tasks.notice.dueTomorrow.content': {
    'zh-CN': '任务“{title}”将于 {due} 截止',
    en: '“{title}” is due {due}',
  },
  'tasks.notice.overdue.title': { 'zh-CN': '任务已逾期', en: 'Task overdue' },
  'tasks.notice.overdue.content': {
    'zh-CN': '任务“{title}”已于 {due} 逾期，请尽快处理',
    en: '“{title}” was due {due} and is overdue',
  },
  'tasks.notice.shared.title': { 'zh-CN': '同事分享了任务', en: 'A task shared with you' },
  'tasks.notice.shared.content': {
    'zh-CN': '{who} 向你分享了任务“{title}”',
    en: '{who} shared the task “{title}” with you',
  },
  'tasks.card.description': { 'zh-CN': '[任务] {title}', en: '[Task] {title}' },
});
