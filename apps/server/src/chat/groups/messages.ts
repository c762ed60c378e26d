import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of groups, members and applications (zh-CN default, en); docs/chat.md where it has one. */
export const groupMessages = defineMessages({
  'chat.group.notFound': { 'zh-CN': '群组不存在', en: 'The group does not exist' },
  'chat.group.dismissed': { 'zh-CN': '群组已解散', en: 'The group has been disbanded' },
  'chat.group.permissionDenied': {
    'zh-CN': '你没有权限执行此操作',
    en: 'You are not allowed to do this in this group',
  },
  'chat.group.cannotActOnMember': {
    'zh-CN': '不能对该成员执行此操作',
    en: 'This cannot be done to that member',
  },
  'chat.group.ownerCannotQuit': {
    'zh-CN': '群主不能退出群组，请先转让群主或解散群组',
    en: 'The owner cannot leave; transfer the group or disband it first',
  },
  'chat.group.notMember': { 'zh-CN': '用户不在群组中', en: 'The user is not in the group' },
  'chat.group.alreadyMember': { 'zh-CN': '已经是群成员', en: 'Already a member of the group' },
  'chat.group.full': { 'zh-CN': '群成员已满', en: 'The group is full' },
  'chat.departmentGroup.forbidden': {
    'zh-CN': '只有企业管理员或员工管理员可以创建部门群',
    en: 'Only the company account or a staff admin may create a department group',
  },
  'chat.departmentGroup.notFound': { 'zh-CN': '部门不存在', en: 'The department does not exist' },
  'chat.departmentGroup.empty': {
    'zh-CN': '该部门（不含下级部门）还没有可以加入群聊的在职员工',
    en: 'The department (without its sub-departments) has no active staff who can join a chat yet',
  },
  'chat.departmentGroup.tooLarge': {
    'zh-CN': '部门人数超过群成员上限（{max} 人），请按下级部门分别建群',
    en: 'The department has more people than a group holds ({max}); create groups of its sub-departments instead',
  },
  'chat.group.idTaken': { 'zh-CN': '群 ID 已被使用', en: 'The group ID is already in use' },
  'chat.group.userNotFound': { 'zh-CN': '用户不存在', en: 'The user does not exist' },
  'chat.group.nameEmpty': { 'zh-CN': '群名称不能为空', en: 'Group name cannot be empty' },
  'chat.group.nameInvalid': {
    'zh-CN': '群名称须为 2-20 个中文、字母、数字或下划线',
    en: 'The group name must be 2-20 Chinese characters, letters, digits or underscores',
  },
  'chat.group.noticeTooLong': {
    'zh-CN': '群公告超出长度限制，最大长度为 {max}',
    en: 'Group notice exceeds the limit, max length is {max}',
  },
  'chat.group.introductionTooLong': {
    'zh-CN': '群简介最多 {max} 个字符',
    en: 'The group introduction is at most {max} characters',
  },
  'chat.group.invitationOnly': {
    'zh-CN': '该群仅支持邀请加入',
    en: 'This group can only be joined by invitation',
  },
  'chat.group.joinOptionPublicOnly': {
    'zh-CN': '只有公开群可以设置加群方式',
    en: 'Only public groups have a join option',
  },
  'chat.group.applyDisabled': {
    'zh-CN': '该群不允许申请加入',
    en: 'This group does not accept applications',
  },
  'chat.group.transferNeedsMembers': {
    'zh-CN': '群内只有你一人，无法转让',
    en: 'You are the only member; there is nobody to transfer to',
  },
  'chat.group.applicationNotFound': { 'zh-CN': '申请不存在', en: 'The application does not exist' },
  'chat.group.applicationHandled': {
    'zh-CN': '该申请已被处理',
    en: 'The application has already been handled',
  },
  'chat.group.readOnly': {
    'zh-CN': '你已不在该群组中',
    en: 'You are no longer in this group',
  },
});
