import { GROUP_TIP_TYPES, JOIN_OPTIONS } from '@renli/contracts/constants';
import { isObject, type JsonObject, readNumber, readString } from './json.ts';
import { currentTranslate, type Translate } from './translate.ts';

/** userID -> display name (remark, name card or nick) as the caller knows them. */
export type NameMap = Readonly<Record<string, string>>;

/** Long member lists are cut so one tip stays one line. */
export const MAX_LISTED_NAMES = 5;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(readString).filter((id) => id !== '') : [];

/** Tips carry `memberList: [{userID, nick, muteTime?}]` (mutes only in member-profile tips). */
const memberEntries = (payload: JsonObject): JsonObject[] =>
  Array.isArray(payload.memberList) ? payload.memberList.filter(isObject) : [];

function nameResolver(payload: JsonObject, names: NameMap) {
  const nicks = new Map<string, string>();
  const operatorInfo = isObject(payload.operatorInfo) ? [payload.operatorInfo] : [];
  for (const member of [...operatorInfo, ...memberEntries(payload)]) {
    const nick = readString(member.nick);
    if (nick) nicks.set(readString(member.userID), nick);
  }
  return (id: string) => names[id] || nicks.get(id) || id;
}

/** Seconds as the largest two units: "30 days", "1 hour 5 minutes" (localised, pluralised). */
export function formatMuteDuration(seconds: number, t: Translate = currentTranslate): string {
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push(t(`duration.${unit}`, { count }));
  }
  return parts.length > 0 ? parts.join(' ') : t('duration.second', { count: 0 });
}

const JOIN_OPTION_KEYS: Record<string, string> = {
  [JOIN_OPTIONS.FREE_ACCESS]: 'free',
  [JOIN_OPTIONS.NEED_PERMISSION]: 'needPermission',
  [JOIN_OPTIONS.DISABLE_APPLY]: 'disableApply',
};

function profileSentences(profile: JsonObject, operator: string, name: (id: string) => string, t: Translate) {
  const out: string[] = [];
  for (const field of ['name', 'notification', 'introduction'] as const) {
    if (!(field in profile)) continue;
    const value = readString(profile[field]);
    out.push(t(value ? `tip.profile.${field}` : `tip.profile.${field}Cleared`, { operator, value }));
  }
  if ('avatar' in profile) out.push(t('tip.profile.avatar', { operator }));
  if ('joinOption' in profile) {
    const key = JOIN_OPTION_KEYS[readString(profile.joinOption)];
    if (key) out.push(t('tip.profile.joinOption', { operator, value: t(`tip.joinOption.${key}`) }));
  }
  if ('muteAllMembers' in profile) {
    out.push(t(profile.muteAllMembers ? 'tip.profile.muteAll' : 'tip.profile.unmuteAll', { operator }));
  }
  const owner = readString(profile.ownerID);
  if (owner) out.push(t('tip.ownerChanged', { operator, users: name(owner) }));
  return out;
}

function muteSentences(payload: JsonObject, operator: string, name: (id: string) => string, t: Translate) {
  return memberEntries(payload)
    .filter((member) => member.muteTime !== undefined)
    .map((member) => {
      const user = name(readString(member.userID));
      const muteTime = readNumber(member.muteTime, 0);
      return muteTime > 0
        ? t('tip.muted', { operator, user, duration: formatMuteDuration(muteTime, t) })
        : t('tip.unmuted', { operator, user });
    });
}

/**
 * The sentence a `TIMGroupTipElem` shows ("Alice invited Bob to the group"), per the
 * `GROUP_TIP_TYPES` operation types. Names come from `names`, then from the tip itself, then the
 * userID; they are plain strings for React to render as text.
 */
export function describeGroupTip(
  payload: Record<string, unknown>,
  names: NameMap = {},
  t: Translate = currentTranslate,
): string {
  const name = nameResolver(payload, names);
  const operatorID = readString(payload.operatorID);
  const operator = name(operatorID);
  const targets = ids(payload.userIDList);
  const list = (userIDs: string[]) => {
    const shown = userIDs.slice(0, MAX_LISTED_NAMES).map(name).join(t('tip.listSeparator'));
    const extra = userIDs.length - MAX_LISTED_NAMES;
    return extra > 0 ? t('tip.andMore', { names: shown, extra, total: userIDs.length }) : shown;
  };
  const users = list(targets.length > 0 ? targets : operatorID ? [operatorID] : []);
  const sentences = (parts: string[], fallback: string) =>
    parts.length > 0 ? parts.join(t('tip.sentenceSeparator')) : t(fallback, { operator });

  switch (readNumber(payload.operationType, 0)) {
    case GROUP_TIP_TYPES.MEMBER_JOIN:
      return operatorID && targets.length > 0 && !targets.includes(operatorID)
        ? t('tip.invited', { operator, users })
        : t('tip.joined', { users });
    case GROUP_TIP_TYPES.MEMBER_QUIT:
      return t('tip.quit', { users });
    case GROUP_TIP_TYPES.MEMBER_KICKED_OUT:
      return t('tip.kicked', { operator, users });
    case GROUP_TIP_TYPES.MEMBER_SET_ADMIN:
      return t('tip.setAdmin', { operator, users });
    case GROUP_TIP_TYPES.MEMBER_CANCELED_ADMIN:
      return t('tip.cancelAdmin', { operator, users });
    case GROUP_TIP_TYPES.GROUP_PROFILE_UPDATED: {
      const profile = isObject(payload.newGroupProfile) ? payload.newGroupProfile : {};
      return sentences(profileSentences(profile, operator, name, t), 'tip.profile.changed');
    }
    case GROUP_TIP_TYPES.MEMBER_PROFILE_UPDATED:
      return sentences(muteSentences(payload, operator, name, t), 'tip.memberProfileChanged');
    case GROUP_TIP_TYPES.OWNER_CHANGED:
      return t('tip.ownerChanged', { operator, users });
    case GROUP_TIP_TYPES.GROUP_DISMISSED:
      return t('tip.dismissed', { operator });
    default:
      return t('tip.unknown');
  }
}
