import { defineMessages } from '../../core/i18n/index.ts';

/** Server texts of meetings (docs/product/oa-conference.md). */
export const meetingsMessages = defineMessages({
  'meetings.room.clockFormat': { 'zh-CN': '时间格式应为 HH:mm，如 08:30', en: 'Use HH:mm, e.g. 08:30' },
  'meetings.room.nameRequired': { 'zh-CN': '请填写会议室名称', en: 'Enter the room’s name' },
  'meetings.room.hoursOrder': {
    'zh-CN': '开放结束时间应晚于开始时间',
    en: 'The opening hours must end after they start',
  },
  'meetings.room.nameTaken': {
    'zh-CN': '已有名为「{name}」的会议室',
    en: 'There is already a room named “{name}”',
  },
  'meetings.room.notFound': { 'zh-CN': '会议室不存在', en: 'The meeting room does not exist' },
  'meetings.room.booked': {
    'zh-CN': '会议室「{name}」已有会议预订，不能删除，可以停用',
    en: 'The room “{name}” has bookings and cannot be removed; disable it instead',
  },
  'meetings.room.disabled': {
    'zh-CN': '会议室「{name}」已停用，请选择其他会议室',
    en: 'The room “{name}” is disabled; choose another room',
  },
  'meetings.room.outsideHours': {
    'zh-CN': '会议室「{name}」的开放时间为每天 {from}–{to}，请在开放时间内预订',
    en: 'The room “{name}” is open {from}–{to} daily; book it within those hours',
  },
  'meetings.room.overCapacity': {
    'zh-CN': '会议室「{name}」最多容纳 {capacity} 人，本次会议共 {count} 人（含组织者）',
    en: 'The room “{name}” holds at most {capacity} people; this meeting has {count} including the organiser',
  },
  'meetings.room.clash': {
    'zh-CN': '会议室「{name}」在 {time} 已被 {organiser} 预订（{title}），请换个时间或会议室',
    en: 'The room “{name}” is booked {time} by {organiser} ({title}); choose another time or room',
  },
  'meetings.titleRequired': { 'zh-CN': '请填写会议主题', en: 'Enter the meeting’s title' },
  'meetings.endBeforeStart': { 'zh-CN': '结束时间应晚于开始时间', en: 'The end must be after the start' },
  'meetings.tooLong': { 'zh-CN': '一场会议最长 12 小时', en: 'A meeting lasts at most 12 hours' },
  'meetings.startPassed': {
    'zh-CN': '会议开始时间已过，请选择以后的时间',
    en: 'That start time has passed; choose a later one',
  },
  'meetings.notFound': {
    'zh-CN': '会议不存在或您不是参会人',
    en: 'The meeting does not exist or you are not invited to it',
  },
  'meetings.organiserOnly': {
    'zh-CN': '只有会议组织者 {name} 可以修改或取消会议',
    en: 'Only the organiser, {name}, can change or cancel the meeting',
  },
  'meetings.cancelled': { 'zh-CN': '会议已取消', en: 'The meeting has been cancelled' },
  'meetings.ended': {
    'zh-CN': '会议已结束，不能再修改或取消，只能填写会议纪要',
    en: 'The meeting is over: it can no longer be changed or cancelled, only given minutes',
  },
  'meetings.participantNotStaff': {
    'zh-CN': '参会人须是本企业的在职员工',
    en: 'Participants must be active staff of the company',
  },
  'meetings.minuteTakerNotIn': {
    'zh-CN': '会议记录人须是组织者或参会人',
    en: 'The minute-taker must be the organiser or a participant',
  },
  'meetings.minutesForbidden': {
    'zh-CN': '只有组织者或会议记录人可以填写纪要',
    en: 'Only the organiser or the minute-taker can write the minutes',
  },
  'meetings.organiserNoReply': {
    'zh-CN': '您是会议组织者，无需回复',
    en: 'You organise this meeting; there is nothing to answer',
  },
  'meetings.attachmentNotOwn': {
    'zh-CN': '附件「{name}」不是您上传的文件',
    en: 'The attachment “{name}” is not a file you uploaded',
  },
  'meetings.online.tooMany': {
    'zh-CN': '线上会议最多 {max} 人（含组织者，受音视频通话人数限制），本次共 {count} 人',
    en: 'An online meeting has at most {max} people including the organiser (the group call’s limit); this one has {count}',
  },
  'meetings.online.notOnline': { 'zh-CN': '这不是线上会议', en: 'This is not an online meeting' },
  'meetings.online.groupFailed': {
    'zh-CN': '会议群创建失败，请稍后重试',
    en: 'The meeting’s chat group could not be made; try again shortly',
  },
  'meetings.notice.invitedTitle': { 'zh-CN': '会议邀请', en: 'Meeting invitation' },
  'meetings.notice.invited': {
    'zh-CN': '{organiser} 邀请您参加会议「{title}」，时间 {time}，地点 {place}',
    en: '{organiser} invites you to “{title}”, {time}, {place}',
  },
  'meetings.notice.changedTitle': { 'zh-CN': '会议变更', en: 'Meeting changed' },
  'meetings.notice.changed': {
    'zh-CN': '会议「{title}」有变更：时间 {time}，地点 {place}',
    en: '“{title}” has changed: {time}, {place}',
  },
  'meetings.notice.cancelledTitle': { 'zh-CN': '会议取消', en: 'Meeting cancelled' },
  'meetings.notice.cancelled': {
    'zh-CN': '{organiser} 取消了会议「{title}」（原定 {time}）',
    en: '{organiser} cancelled “{title}” (was {time})',
  },
  'meetings.notice.reminderTitle': { 'zh-CN': '会议即将开始', en: 'Meeting starting soon' },
  'meetings.notice.reminder': {
    'zh-CN': '会议「{title}」将于 {time} 开始，地点 {place}',
    en: '“{title}” starts at {time}, {place}',
  },
  'meetings.notice.minutesTitle': { 'zh-CN': '会议纪要', en: 'Meeting minutes' },
  'meetings.notice.minutes': {
    'zh-CN': '{name} 填写了会议「{title}」的纪要',
    en: '{name} wrote the minutes of “{title}”',
  },
  'meetings.place.online': { 'zh-CN': '线上会议', en: 'online' },
  'meetings.place.none': { 'zh-CN': '未定会议室', en: 'no room' },
});
