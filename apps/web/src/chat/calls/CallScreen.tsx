import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { useChat, useIsMobile } from '../state/use-chat.ts';
import { CallControls, RoundButton } from './CallControls.tsx';
import { CallTimer } from './CallTimer.tsx';
import { accept, decline, hangUp } from './call-runtime.ts';
import { callView } from './call-store.ts';
import { VideoTile } from './VideoTile.tsx';

/** Who the call is with: the group's name, or the other person's. */
function useCallTitle(): { title: string; avatar: string } {
  const call = useStore(callView, (v) => v.state.call);
  const isCaller = useStore(callView, (v) => v.state.isCaller);
  const people = useStore(callView, (v) => v.people);
  const groupName = useChat((s) => (call?.groupID ? s.groups[call.groupID]?.name : undefined));
  if (!call) return { title: '', avatar: '' };
  const peer = isCaller ? (call.invitees[0] ?? '') : call.inviter;
  const person = people[peer];
  if (call.groupID) return { title: groupName || call.groupID, avatar: '' };
  return { title: person?.nick ?? peer, avatar: person?.avatar ?? '' };
}

/** Outgoing, incoming, in-call and ended screens over everything else (full screen on phones). */
export function CallScreen() {
  const { t } = useTranslation('chat-calls');
  const mobile = useIsMobile();
  const state = useStore(callView, (v) => v.state);
  const local = useStore(callView, (v) => v.local);
  const cameraOn = useStore(callView, (v) => v.cameraOn);
  const { title, avatar } = useCallTitle();
  const call = state.call;
  if (!call) return null;
  const video = call.kind === 'video';
  const ringing = state.phase === 'outgoing' || state.phase === 'incoming';
  const status =
    state.phase === 'outgoing'
      ? t('status.calling')
      : state.phase === 'incoming'
        ? t(video ? 'status.invitedVideo' : 'status.invitedVoice')
        : state.phase === 'connecting'
          ? t('status.connecting')
          : state.phase === 'ended'
            ? t(`outcome.${state.outcome ?? 'ended'}`)
            : '';

  return (
    <div
      className={`rl-call${mobile ? ' is-mobile' : ''}${video ? ' is-video' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t(video ? 'kind.video' : 'kind.voice')}
      data-testid="call-screen"
      data-phase={state.phase}
    >
      <div className="rl-call-panel">
        {ringing || state.phase === 'ended' ? (
          <div className="rl-call-ringing">
            {video && local && state.phase === 'outgoing' && (
              <VideoTile stream={local} name="" avatar="" local showVideo className="rl-call-preview" />
            )}
            <div className="rl-call-who">
              <Avatar value={avatar} name={title} size={96} loggedIn={!call.groupID} />
              <h2 className="rl-call-title">{title}</h2>
              <p className="rl-call-status" role="status">
                {status}
              </p>
            </div>
            {state.phase !== 'ended' && (
              <div className="rl-call-actions">
                {state.phase === 'incoming' ? (
                  <>
                    <RoundButton tone="danger" icon="hangup" label={t('action.decline')} onClick={decline} />
                    <RoundButton
                      tone="accept"
                      icon={video ? 'video' : 'phone'}
                      label={t('action.accept')}
                      onClick={() => void accept()}
                    />
                  </>
                ) : (
                  <RoundButton tone="danger" icon="hangup" label={t('action.cancel')} onClick={hangUp} />
                )}
              </div>
            )}
          </div>
        ) : (
          <InCall title={title} video={video} localVideo={video && cameraOn} status={status} />
        )}
      </div>
    </div>
  );
}

function InCall({
  title,
  video,
  localVideo,
  status,
}: {
  title: string;
  video: boolean;
  localVideo: boolean;
  status: string;
}) {
  const { t } = useTranslation('chat-calls');
  const state = useStore(callView, (v) => v.state);
  const remotes = useStore(callView, (v) => v.remotes);
  const people = useStore(callView, (v) => v.people);
  const local = useStore(callView, (v) => v.local);
  const others = state.joined;
  return (
    <div className="rl-call-stage">
      <header className="rl-call-bar">
        <span className="rl-call-bar-title">{title}</span>
        {state.connectedAt ? <CallTimer since={state.connectedAt} /> : <span>{status}</span>}
      </header>
      <div className={`rl-call-grid count-${Math.min(others.length, 5)}`}>
        {others.map((userID) => (
          <VideoTile
            key={userID}
            stream={remotes[userID] ?? null}
            name={people[userID]?.nick ?? userID}
            avatar={people[userID]?.avatar ?? ''}
            showVideo={video && Boolean(remotes[userID])}
            testID="call-remote-video"
          />
        ))}
      </div>
      <VideoTile
        stream={local}
        name={t('me')}
        avatar=""
        local
        showVideo={localVideo}
        className="rl-call-self"
        testID="call-local-video"
      />
      <CallControls video={video} />
    </div>
  );
}
