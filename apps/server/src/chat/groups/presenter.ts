import type { WireGroup, WireGroupApplication, WireGroupMember } from '@renli/contracts';
import type { ChatAccount } from '../accounts.ts';
import type { chatGroupApplications } from '../schema.ts';
import { type GroupRow, type MemberRow, memberLimit } from './members.ts';

export type ApplicationRow = typeof chatGroupApplications.$inferSelect;

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** A mute that has run out reads as none. */
const muteUntilOf = (member: MemberRow, now = Date.now()) =>
  member.muteUntil && member.muteUntil.getTime() > now ? seconds(member.muteUntil) : 0;

export function toWireGroup(group: GroupRow, self?: MemberRow | null): WireGroup {
  const wire: WireGroup = {
    groupID: group.groupId,
    name: group.name,
    type: group.type,
    avatar: group.avatar,
    introduction: group.introduction,
    notification: group.notification,
    ownerID: group.ownerId,
    memberCount: group.memberCount,
    // JSON has no Infinity: an AVChatRoom's "no cap" travels as 0.
    maxMemberCount: Number.isFinite(memberLimit(group.type)) ? memberLimit(group.type) : 0,
    joinOption: group.joinOption,
    muteAllMembers: group.muteAll,
    isSupportTopic: group.isSupportTopic,
    createTime: seconds(group.createdAt),
  };
  if (self) {
    wire.selfInfo = {
      role: self.role,
      muteUntil: muteUntilOf(self),
      joinTime: seconds(self.joinedAt),
      nameCard: self.nameCard,
    };
  }
  return wire;
}

export function toWireMember(member: MemberRow, account: ChatAccount | undefined): WireGroupMember {
  return {
    userID: member.userId,
    nick: account?.nick ?? '',
    avatar: account?.faceUrl ?? '',
    role: member.role,
    nameCard: member.nameCard,
    muteUntil: muteUntilOf(member),
    joinTime: seconds(member.joinedAt),
  };
}

export function toWireApplication(
  row: ApplicationRow,
  groupName: string,
  accounts: Map<string, ChatAccount>,
): WireGroupApplication {
  const applicant = accounts.get(row.applicantId);
  const user = accounts.get(row.userId);
  return {
    applicationID: row.id,
    groupID: row.groupId,
    groupName,
    applicationType: row.applicationType,
    applicant: row.applicantId,
    applicantNick: applicant?.nick ?? '',
    applicantAvatar: applicant?.faceUrl ?? '',
    userID: row.userId,
    nick: user?.nick ?? '',
    avatar: user?.faceUrl ?? '',
    note: row.wording,
    actionStatus: row.status,
    time: seconds(row.createdAt),
  };
}
