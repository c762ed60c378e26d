import { ChatSDK } from '@renli/chat-sdk/browser';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { useTimeLabel } from '../../lib/time-label.ts';
import { requireChat } from '../session/chat-client.ts';
import { isMutedUntil, maySendMessage } from './group-rules.ts';
import { memberLabel } from './MemberPicker.tsx';
import type { GroupMember } from './use-group-members.ts';

interface MemberProfilePageProps {
  member: GroupMember;
  me: string;
  /** The app's official mode (only friends may be messaged); off until a setting provides it. */
  officialMode?: boolean;
  onSendMessage(userID: string): void;
}

/** A member's card: face, name, ID, role, mute, and 'send message' where docs/chat-ui.md allows it. */
export function MemberProfilePage({
  member,
  me,
  officialMode = false,
  onSendMessage,
}: MemberProfilePageProps) {
  const { t } = useTranslation('chat-groups');
  const timeLabel = useTimeLabel();
  const [isFriend, setIsFriend] = useState(false);
  useEffect(() => {
    let live = true;
    if (member.userID === me) return;
    requireChat()
      .checkFriend({ userIDList: [member.userID] })
      .then(
        ({ data }) =>
          live && setIsFriend(data.successUserIDList[0]?.relation === ChatSDK.TYPES.SNS_TYPE_BOTH_WAY),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [member.userID, me]);

  const now = Math.floor(Date.now() / 1000);
  return (
    <div className="rl-group-profile">
      <Avatar value={member.avatar} name={memberLabel(member)} size={72} />
      <strong className="rl-group-profile__name">{memberLabel(member)}</strong>
      <dl>
        <dt>{t('profile.userID')}</dt>
        <dd>{member.userID}</dd>
        <dt>{t('profile.role')}</dt>
        <dd>{t(`roles.${member.role}`, { defaultValue: member.role })}</dd>
        {isMutedUntil(member.muteUntil, now) && (
          <>
            <dt>{t('members.muted')}</dt>
            <dd>{t('profile.mutedUntil', { time: timeLabel(member.muteUntil) })}</dd>
          </>
        )}
      </dl>
      {member.userID !== me && maySendMessage(isFriend, officialMode) && (
        <Button type="primary" block onClick={() => onSendMessage(member.userID)}>
          {t('profile.sendMessage')}
        </Button>
      )}
    </div>
  );
}
