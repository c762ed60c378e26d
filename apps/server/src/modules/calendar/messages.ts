import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of calendar 日程 (docs/product/oa-schedule.md). */
export const calendarMessages = defineMessages({
  'calendar.titleRequired': { 'zh-CN': '请填写日程标题', en: 'Enter a title' },
  'calendar.endBeforeStart': { 'zh-CN': '结束时间必须晚于开始时间', en: 'The end must be after the start' },
  'calendar.tooLong': { 'zh-CN': '一个日程最长 31 天', en: 'An event lasts at most 31 days' },
  'calendar.repeatEndTwice': {
    'zh-CN': '重复结束只能选择截止日期或次数之一',
    en: 'End a repeat on a date or after a number of times, not both',
  },
  'calendar.untilBeforeStart': {
    'zh-CN': '重复截止日期不能早于日程开始日期',
    en: 'The repeat cannot end before the event starts',
  },
  'calendar.windowOrder': {
    'zh-CN': '查询区间的结束必须晚于开始',
    en: 'The window must end after it starts',
  },
  'calendar.windowTooLong': { 'zh-CN': '一次最多查询 62 天的日程', en: 'Ask for at most 62 days at once' },
  'calendar.notFound': {
    'zh-CN': '日程不存在或您无权查看',
    en: 'The event does not exist or you may not see it',
  },
  'calendar.organizerOnly': {
    'zh-CN': '只有日程的组织者可以修改或删除日程',
    en: 'Only the organiser can change or delete the event',
  },
  'calendar.notInvited': {
    'zh-CN': '您不是该日程的参与人，无法回复邀请',
    en: 'You are not invited to this event',
  },
  'calendar.notAnOccurrence': {
    'zh-CN': '该重复日程在这一时间没有日程，请刷新后重试',
    en: 'The series has no occurrence at that time; reload and try again',
  },
  'calendar.inviteeUnknown': {
    'zh-CN': '只能邀请本企业在职的同事',
    en: 'Invite active colleagues of your company only',
  },
  'calendar.shareUnknown': {
    'zh-CN': '只能把日历共享给本企业在职的同事',
    en: 'Share your calendar with active colleagues of your company only',
  },
  'calendar.shareSelf': {
    'zh-CN': '不需要把日历共享给自己',
    en: 'You cannot share your calendar with yourself',
  },
  // Notices (bell and 工作通知).
  'calendar.notice.invitedTitle': { 'zh-CN': '日程邀请', en: 'Event invitation' },
  'calendar.notice.invited': {
    'zh-CN': '{organizer} 邀请您参加日程「{title}」，{time}',
    en: '{organizer} invites you to "{title}", {time}',
  },
  'calendar.notice.changedTitle': { 'zh-CN': '日程变更', en: 'Event changed' },
  'calendar.notice.changed': {
    'zh-CN': '{organizer} 修改了日程「{title}」，现为 {time}',
    en: '{organizer} changed "{title}", now {time}',
  },
  'calendar.notice.cancelledTitle': { 'zh-CN': '日程取消', en: 'Event cancelled' },
  'calendar.notice.cancelled': {
    'zh-CN': '{organizer} 取消了日程「{title}」（{time}）',
    en: '{organizer} cancelled "{title}" ({time})',
  },
  'calendar.notice.removed': {
    'zh-CN': '{organizer} 已将您移出日程「{title}」',
    en: '{organizer} removed you from "{title}"',
  },
  'calendar.notice.respondedTitle': { 'zh-CN': '日程回复', en: 'Invitation answered' },
  'calendar.notice.accepted': { 'zh-CN': '{name} 接受了日程「{title}」', en: '{name} accepted "{title}"' },
  'calendar.notice.tentative': {
    'zh-CN': '{name} 暂定参加日程「{title}」',
    en: '{name} may attend "{title}" (tentative)',
  },
  'calendar.notice.declined': { 'zh-CN': '{name} 拒绝了日程「{title}」', en: '{name} declined "{title}"' },
  'calendar.notice.remindTitle': { 'zh-CN': '日程提醒', en: 'Event reminder' },
  'calendar.notice.remind': {
    'zh-CN': '日程「{title}」将于 {time} 开始',
    en: '"{title}" starts at {time}',
  },
  'calendar.notice.remindAt': {
    'zh-CN': '日程「{title}」将于 {time} 在 {location} 开始',
    en: '"{title}" starts at {time} in {location}',
  },
});
