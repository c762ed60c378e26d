import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of announcements (docs/product/oa-notice.md). */
export const noticesMessages = defineMessages({
  'notice.notFound': {
    'zh-CN': '公告不存在或您无权查看',
    en: 'The announcement does not exist or you may not see it',
  },
  'notice.adminOnly': {
    'zh-CN': '只有OA管理员可以管理公告分类',
    en: 'Only OA administrators can manage announcement categories',
  },
  'notice.manageOnly': {
    'zh-CN': '只有公告的发布人或OA管理员可以进行此操作',
    en: 'Only the announcement’s publisher or an OA administrator can do this',
  },
  'notice.authorOnly': {
    'zh-CN': '只有草稿的作者可以编辑或发布',
    en: 'Only the draft’s author can edit or publish it',
  },
  'notice.notDraft': {
    'zh-CN': '只有草稿可以编辑或发布，已发布的公告请撤回后生成新版本',
    en: 'Only drafts can be edited or published; withdraw a published one and make a new version',
  },
  'notice.cannotWithdraw': {
    'zh-CN': '该公告当前状态不能撤回',
    en: 'The announcement cannot be withdrawn in its current state',
  },
  'notice.cannotDelete': {
    'zh-CN': '只有草稿或已撤回的公告可以删除',
    en: 'Only drafts and withdrawn announcements can be deleted',
  },
  'notice.cannotCopy': {
    'zh-CN': '只有已发布或已撤回的公告可以生成新版本',
    en: 'Only published or withdrawn announcements can get a new version',
  },
  'notice.colMissing': { 'zh-CN': '请选择启用中的公告分类', en: 'Choose an enabled announcement category' },
  'notice.departmentMissing': {
    'zh-CN': '发布范围中的部门不存在或已删除',
    en: 'A department of the audience does not exist or was removed',
  },
  'notice.staffMissing': {
    'zh-CN': '发布范围中的人员不是本公司在职员工',
    en: 'A person of the audience is not an active member of staff',
  },
  'notice.audienceEmpty': {
    'zh-CN': '发布范围内没有在职员工，请调整发布范围',
    en: 'Nobody active is in the audience; change it',
  },
  'notice.publishAtPast': {
    'zh-CN': '定时发布时间须晚于当前时间',
    en: 'The scheduled time must be in the future',
  },
  'notice.pinnedUntilPast': {
    'zh-CN': '置顶截止时间须晚于当前时间',
    en: 'Pinned until must be in the future',
  },
  'notice.contentEmpty': { 'zh-CN': '请填写公告正文', en: 'Write the announcement’s text' },
  'notice.approvalOff': {
    'zh-CN': '公司已停用公告发布审批，请联系OA管理员代为发布',
    en: 'The company turned off announcement approval; ask an OA administrator to publish it',
  },
  'notice.remindTooSoon': {
    'zh-CN': '每条公告每{minutes}分钟只能提醒一次，请稍后再试',
    en: 'An announcement can be reminded once every {minutes} minutes; try later',
  },
  'notice.commentsOff': { 'zh-CN': '该公告未开启评论', en: 'Comments are off for this announcement' },
  'notice.commentNotFound': {
    'zh-CN': '评论不存在或已删除',
    en: 'The comment does not exist or was deleted',
  },
  'notice.commentNotYours': {
    'zh-CN': '只能删除自己的评论',
    en: 'You can delete only your own comments',
  },
  'notice.publicTooMany': {
    'zh-CN': '访问过于频繁，请稍后再试',
    en: 'Too many requests; try again later',
  },
  'notice.titleRequired': { 'zh-CN': '请填写公告标题', en: 'Enter a title' },
  'notice.titleTooLong': { 'zh-CN': '公告标题最多100个字', en: 'At most 100 characters' },
  'notice.contentRequired': { 'zh-CN': '请填写公告正文', en: 'Write the announcement’s text' },
  'notice.contentTooLong': { 'zh-CN': '公告正文过长，请精简内容', en: 'The text is too long' },
  'notice.audienceRequired': {
    'zh-CN': '请选择发布范围：全公司，或部门/人员',
    en: 'Choose the audience: the whole company, or departments/people',
  },
  'notice.attachmentUrl': { 'zh-CN': '附件须为本系统上传的文件', en: 'Attachments must be uploaded files' },
  'notice.dateTimeFormat': { 'zh-CN': '时间格式不正确', en: 'Not a valid time' },
  'notice.col.nameRequired': { 'zh-CN': '请填写分类名称', en: 'Enter the category name' },
  'notice.col.nameTooLong': { 'zh-CN': '分类名称最多20个字', en: 'At most 20 characters' },
  'notice.col.nameTaken': { 'zh-CN': '已有同名的公告分类', en: 'A category of this name exists' },
  'notice.col.notFound': { 'zh-CN': '公告分类不存在', en: 'The category does not exist' },
  'notice.col.inUse': {
    'zh-CN': '该分类下有{count}条公告，不能删除；可将其停用',
    en: '{count} announcements use this category, so it cannot be deleted; disable it instead',
  },
  'notice.comment.required': { 'zh-CN': '请填写评论内容', en: 'Write a comment' },
  'notice.comment.tooLong': { 'zh-CN': '评论最多500个字', en: 'At most 500 characters' },
  'notice.approvalSubject': { 'zh-CN': '发布公告：{title}', en: 'Publish announcement: {title}' },
  'notice.startedByNotices': {
    'zh-CN': '公告发布审批由公告页面发起，请在「办公 › 公告」中发布',
    en: 'Announcement approval starts from the announcement page (办公 › 公告)',
  },
  'notice.published.title': { 'zh-CN': '新公告', en: 'New announcement' },
  'notice.published.content': {
    'zh-CN': '{author}发布了公告《{title}》',
    en: '{author} published the announcement “{title}”',
  },
  'notice.remind.title': { 'zh-CN': '公告待阅读', en: 'Announcement to read' },
  'notice.remind.content': {
    'zh-CN': '请阅读公告《{title}》',
    en: 'Please read the announcement “{title}”',
  },
  'notice.rejected.title': { 'zh-CN': '公告未通过审批', en: 'Announcement not approved' },
  'notice.rejected.content': {
    'zh-CN': '您的公告《{title}》未通过审批，已退回草稿',
    en: 'Your announcement “{title}” was not approved and is a draft again',
  },
  'notice.export.title': { 'zh-CN': '公告阅读情况', en: 'Announcement reading' },
  'notice.export.name': { 'zh-CN': '姓名', en: 'Name' },
  'notice.export.dept': { 'zh-CN': '部门', en: 'Department' },
  'notice.export.state': { 'zh-CN': '阅读状态', en: 'State' },
  'notice.export.readAt': { 'zh-CN': '阅读时间', en: 'Read at' },
  'notice.export.read': { 'zh-CN': '已读', en: 'Read' },
  'notice.export.unread': { 'zh-CN': '未读', en: 'Unread' },
});
