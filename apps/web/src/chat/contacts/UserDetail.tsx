import { ChatSDK, type Profile } from '@renli/chat-sdk/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { toast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../dialogs/confirm/ConfirmDialog.tsx';
import { failureText } from '../state/send-errors.ts';
import { useChat } from '../state/use-chat.ts';
import { AcceptDialog } from './AcceptDialog.tsx';
import { profileName, userContactID } from './contact-rules.ts';
import {
  checkRelation,
  deleteFriend,
  getProfile,
  markApplicationsRead,
  refuseApplication,
  setBlacklisted,
  updateRemark,
} from './contacts-actions.ts';
import { useContacts } from './contacts-store.ts';
import { RemarkField } from './RemarkField.tsx';
import { type FriendRelation, inMyList, type UserCommand, userActions } from './relation-rules.ts';
import { UserActions } from './UserActions.tsx';

interface UserDetailProps {
  userID: string;
  onOpenConversation: (conversationID: string) => void;
  onAddFriend: (profile: Profile) => void;
}

type Dialog = 'accept' | 'delete' | 'blacklist' | null;

/** A person's profile with remark, relation and the actions it allows (docs/chat-ui.md). */
export function UserDetail({ userID, onOpenConversation, onAddFriend }: UserDetailProps) {
  const { t } = useTranslation('chat-contacts');
  const me = useChat((s) => s.me?.userID);
  const officialMode = useChat((s) => s.officialMode);
  const online = useChat((s) => s.online[userID]);
  const friends = useContacts((s) => s.friends);
  const blacklist = useContacts((s) => s.blacklist);
  const application = useContacts((s) => s.applications.find((a) => a.userID === userID));
  const unread = useContacts((s) => s.applicationUnread);
  const friend = friends.find((f) => f.userID === userID);
  const blacklisted = blacklist.includes(userID);

  const [fetched, setFetched] = useState<{ userID: string; profile: Profile | null } | null>(null);
  const [relation, setRelation] = useState<{ userID: string; value: FriendRelation } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    let live = true;
    getProfile(userID).then(
      (profile) => live && setFetched({ userID, profile }),
      () => live && setFetched({ userID, profile: null }),
    );
    return () => {
      live = false;
    };
  }, [userID]);

  // Asked again whenever my lists change: a push may have made us friends or strangers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists are the reason to ask again
  useEffect(() => {
    let live = true;
    checkRelation(userID).then(
      (value) => live && setRelation({ userID, value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userID, friends, blacklist]);

  const toMe = application?.type === ChatSDK.TYPES.SNS_APPLICATION_SENT_TO_ME;
  useEffect(() => {
    if (toMe && unread > 0) markApplicationsRead().catch(() => undefined);
  }, [toMe, unread]);

  const profile: Profile | null =
    (fetched?.userID === userID ? fetched.profile : null) ??
    friend?.profile ??
    (application
      ? {
          userID,
          nick: application.nick,
          avatar: application.avatar,
          gender: '',
          selfSignature: '',
          allowType: '',
        }
      : null);

  if (!profile)
    return (
      <p className="rl-chat-placeholder">
        {fetched?.userID === userID ? t('detail.userNotFound') : t('detail.loading')}
      </p>
    );

  const currentRelation: FriendRelation =
    relation?.userID === userID ? relation.value : friend ? 'mine' : 'none';
  const actions = userActions({
    self: userID === me,
    relation: currentRelation,
    blacklisted,
    application: application ? (toMe ? 'to-me' : 'by-me') : null,
    officialMode,
  });
  const name = profileName(profile);

  const run = async (work: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(t(success));
    } catch (error) {
      toast.error(failureText(t, failure, error));
    } finally {
      setBusy(false);
    }
  };

  const onAction = (action: UserCommand) => {
    switch (action) {
      case 'send':
        return onOpenConversation(userContactID(userID));
      case 'add':
        return onAddFriend(profile);
      case 'accept':
      case 'delete':
        return setDialog(action);
      case 'blacklistAdd':
        return setDialog('blacklist');
      case 'refuse':
        return void run(() => refuseApplication(userID), 'result.refused', 'result.handleFailed');
      case 'blacklistRemove':
        return void run(
          () => setBlacklisted(userID, false),
          'result.blacklistRemoved',
          'result.blacklistRemoveFailed',
        );
    }
  };

  return (
    <div className="rl-contacts-detail-body" data-testid="contact-detail">
      <div className="rl-contacts-profile">
        <span className="rl-contacts-avatar">
          <Avatar value={profile.avatar} name={name} size={72} />
          {online !== undefined && (
            <span
              className={online ? 'rl-chat-online is-online' : 'rl-chat-online'}
              role="img"
              aria-label={t(online ? 'presence.online' : 'presence.offline')}
            />
          )}
        </span>
        <div className="rl-contacts-profile-text">
          <h2>{friend?.remark || name}</h2>
          <p>
            {t('detail.userID')}：{userID}
          </p>
          {userID !== me && (
            <span className={`rl-contacts-tag is-${currentRelation}`}>
              {blacklisted ? t('detail.blacklisted') : t(`relation.${currentRelation}`)}
            </span>
          )}
        </div>
      </div>
      <dl className="rl-contacts-fields">
        {inMyList(currentRelation) && (
          <>
            <dt>{t('remark.label')}</dt>
            <RemarkField
              remark={friend?.remark ?? ''}
              editable={actions.includes('editRemark')}
              onSave={async (remark) => {
                try {
                  await updateRemark(userID, remark);
                  toast.success(t('remark.updated'));
                  return true;
                } catch (error) {
                  toast.error(failureText(t, 'remark.failed', error));
                  return false;
                }
              }}
            />
          </>
        )}
        <dt>{t('detail.signature')}</dt>
        <dd className={profile.selfSignature ? undefined : 'rl-contacts-muted'}>
          {profile.selfSignature || t('detail.noSignature')}
        </dd>
        {application?.wording && (
          <>
            <dt>{t('detail.wording')}</dt>
            <dd>{application.wording}</dd>
          </>
        )}
      </dl>
      <UserActions actions={actions} busy={busy} onAction={onAction} />
      {dialog && (
        <AntdScope>
          {dialog === 'accept' ? (
            <AcceptDialog userID={userID} onClose={() => setDialog(null)} />
          ) : (
            <ConfirmDialog
              open
              danger
              title={t(dialog === 'delete' ? 'confirm.deleteTitle' : 'confirm.blacklistTitle')}
              confirmText={t('confirm.ok')}
              cancelText={t('confirm.cancel')}
              confirmLoading={busy}
              onCancel={() => setDialog(null)}
              onConfirm={() => {
                const work =
                  dialog === 'delete'
                    ? run(() => deleteFriend(userID), 'result.deleted', 'result.deleteFailed')
                    : run(
                        () => setBlacklisted(userID, true),
                        'result.blacklistAdded',
                        'result.blacklistAddFailed',
                      );
                void work.then(() => setDialog(null));
              }}
            >
              {t(dialog === 'delete' ? 'confirm.delete' : 'confirm.blacklist', { name })}
            </ConfirmDialog>
          )}
        </AntdScope>
      )}
    </div>
  );
}
