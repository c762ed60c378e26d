import { chatEndpoints } from '@renli/contracts';
import { parseConversationID } from '@renli/contracts/constants';
import { call } from '../../lib/endpoint.ts';
import { currentLanguage, i18n, loadNamespaces } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import type { CallKind } from '../messages/call-record.ts';
import { currentChat, requireChat } from '../session/chat-client.ts';
import { sendCreated } from '../state/actions.ts';
import { callsAllowed } from './call-availability.ts';
import { callLayer } from './call-layer.ts';
import {
  CALLEE_RING_TIMEOUT_MS,
  type CallEvent,
  type CallInfo,
  type CallRecordSpec,
  RING_TIMEOUT_MS,
  reduce,
} from './call-machine.ts';
import { type DeviceKind, listDevices, openMedia, stopMedia, switchDevice } from './call-media.ts';
import { callRecordPayload } from './call-record-payload.ts';
import { MAX_INVITEES, shouldOffer } from './call-rules.ts';
import { type CallSignal, decodeSignal, encodeSignal, type SignalEnvelope } from './call-signal.ts';
import { callView, initialCallView } from './call-store.ts';
import { PeerMesh } from './peer-mesh.ts';

/**
 * The call runtime of this tab: the state machine (call-machine.ts) fed by the user's actions and the
 * peers' signals, the media, the mesh of connections, the record message. Loaded on first use.
 */
const TAB = crypto.randomUUID();
/** The ended screen stays this long, so the outcome can be read. */
const ENDED_VIEW_MS = 1500;

void loadNamespaces(currentLanguage(), ['chat-calls']);
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`chat-calls:${key}`, options);

let mesh: PeerMesh | null = null;
/** The tab each person takes part from, learnt from their signals. */
const tabs = new Map<string, string>();
let ringTimer: ReturnType<typeof setTimeout> | undefined;
let endTimer: ReturnType<typeof setTimeout> | undefined;
let iceServers: RTCIceServer[] = [];

const me = () => currentChat()?.getLoginUser() ?? '';
const view = () => callView.getState();

function dispatch(event: CallEvent): void {
  const before = view().state;
  const { state, record } = reduce(before, event);
  if (state === before) return;
  callView.setState({ state });
  if (record && state.call) void writeRecord(state.call, record);
  if (state.phase === 'ended' && before.phase !== 'ended') finish();
}

/** Every end path: media off, connections closed, timers cleared; the layer closes shortly after. */
function finish(): void {
  clearTimeout(ringTimer);
  mesh?.closeAll();
  mesh = null;
  tabs.clear();
  stopMedia(view().local);
  callView.setState({ local: null, remotes: {} });
  window.removeEventListener('pagehide', onPageHide);
  endTimer = setTimeout(() => {
    callView.setState(initialCallView());
    callLayer.setState({ open: false });
  }, ENDED_VIEW_MS);
}

async function writeRecord(call: CallInfo, spec: CallRecordSpec): Promise<void> {
  const ref = parseConversationID(call.conversationID);
  const chat = currentChat();
  if (!ref || !chat) return;
  const payload = callRecordPayload(call, spec, t(`kind.${call.kind}`));
  await sendCreated(chat.createCustomMessage({ to: ref.peerID, conversationType: ref.type, payload })).catch(
    () => undefined,
  );
}

function sendFor(call: CallInfo, signal: CallSignal, to: string[]): void {
  void currentChat()
    ?.sendSignal({
      conversationID: call.conversationID,
      data: encodeSignal(call.callID, TAB, signal),
      userIDList: call.groupID ? to.filter((id) => id !== me()) : [],
    })
    .catch(() => undefined);
}

const send = (signal: CallSignal, to: string[]) => {
  const call = view().state.call;
  if (call) sendFor(call, signal, to);
};

/** Everyone of the call but me: the inviter and the invitees. */
const everyoneElse = (call: CallInfo) => [call.inviter, ...call.invitees].filter((id) => id !== me());

const onPageHide = () => hangUp();

async function prepareMedia(kind: CallKind): Promise<MediaStream | null> {
  try {
    const local = await openMedia(kind);
    callView.setState({ local, micOn: true, cameraOn: kind === 'video' });
    void listDevices().then(
      (devices) => callView.setState({ devices }),
      () => undefined,
    );
    return local;
  } catch {
    toast.error(t('permissionDenied'));
    return null;
  }
}

async function loadIceServers(): Promise<void> {
  iceServers = await call(chatEndpoints.iceServers).then(
    (r) => r.iceServers,
    () => [],
  );
}

function startMesh(local: MediaStream): PeerMesh {
  mesh = new PeerMesh(iceServers, local, {
    send: (userID, signal) => send(signal, [userID]),
    onRemoteStream: (userID, stream) =>
      callView.setState((v) => ({ remotes: { ...v.remotes, [userID]: stream } })),
    onConnected: () => dispatch({ type: 'connected', now: Date.now() }),
    onLost: (userID) => leave(userID, false),
  });
  return mesh;
}

/** Names and faces for the screens: profiles of the people, and the group's name. */
function loadPeople(call: CallInfo): void {
  const ids = [call.inviter, ...call.invitees].filter((id) => id !== me());
  const chat = currentChat();
  if (!chat || ids.length === 0) return;
  void chat.getUserProfile({ userIDList: ids.slice(0, 100) }).then(
    ({ data }) =>
      callView.setState((v) => ({
        people: {
          ...v.people,
          ...Object.fromEntries(data.map((p) => [p.userID, { nick: p.nick || p.userID, avatar: p.avatar }])),
        },
      })),
    () => undefined,
  );
}

/** Opens the layer for a new call; one call at a time per tab. */
function open(): boolean {
  const { phase } = view().state;
  if (phase !== 'idle' && phase !== 'ended') {
    toast.warning(t('alreadyInCall'));
    return false;
  }
  clearTimeout(endTimer);
  callView.setState(initialCallView());
  showCallLayer();
  return true;
}

let overlayLoad: Promise<void> | undefined;

/** Shows the call screens, loading them (and their text) the first time. */
function showCallLayer(): void {
  callLayer.setState({ open: true });
  if (overlayLoad) return;
  overlayLoad = Promise.all([
    import('./CallOverlay.tsx'),
    loadNamespaces(currentLanguage(), ['chat-calls']),
  ]).then(
    ([m]) => callLayer.setState({ overlay: m.CallOverlay }),
    () => {
      overlayLoad = undefined;
      toast.error(i18n.t('chat:error.operation'));
    },
  );
}

/** Dials: media first (nothing rings if the microphone is refused), then the invitation. */
export async function dial(conversationID: string, kind: CallKind, invitees: string[], groupID?: string) {
  if (!open()) return;
  const [local] = await Promise.all([prepareMedia(kind), loadIceServers()]);
  if (!local) return callLayer.setState({ open: false });
  const call: CallInfo = {
    callID: crypto.randomUUID(),
    kind,
    conversationID,
    inviter: me(),
    invitees,
    groupID,
  };
  dispatch({ type: 'dial', call });
  startMesh(local);
  loadPeople(call);
  window.addEventListener('pagehide', onPageHide);
  sendFor(
    call,
    { kind: 'invite', callType: kind, inviter: call.inviter, invitees, ...(groupID ? { groupID } : {}) },
    invitees,
  );
  ringTimer = setTimeout(() => {
    if (view().state.phase === 'outgoing') send({ kind: 'hangup', endsCall: true }, invitees);
    dispatch({ type: 'timeout' });
  }, RING_TIMEOUT_MS);
}

/** Header and toolbar: a single chat rings at once; a group opens the member selector first. */
export async function startFromConversation(conversationID: string, kind: CallKind): Promise<void> {
  const ref = parseConversationID(conversationID);
  if (!ref || !callsAllowed(conversationID)) return;
  if (ref.type === 'C2C') return dial(conversationID, kind, [ref.peerID]);
  try {
    const { data } = await requireChat().getGroupMemberList({ groupID: ref.peerID, count: 100, offset: '' });
    const members = data.memberList.map((m) => ({
      userID: m.userID,
      nick: m.nameCard || m.nick,
      avatar: m.avatar,
    }));
    showCallLayer();
    callView.setState({ picker: { conversationID, groupID: ref.peerID, kind, members } });
  } catch {
    toast.error(t('membersFailed'));
  }
}

export function closePicker(): void {
  callView.setState({ picker: null });
  if (view().state.phase === 'idle') callLayer.setState({ open: false });
}

export function dialPicked(invitees: string[]): void {
  const picker = view().picker;
  if (!picker || invitees.length === 0 || invitees.length > MAX_INVITEES) return;
  callView.setState({ picker: null });
  void dial(picker.conversationID, picker.kind, invitees, picker.groupID);
}

export async function accept(): Promise<void> {
  const { state } = view();
  if (state.phase !== 'incoming' || !state.call) return;
  clearTimeout(ringTimer);
  const [local] = await Promise.all([prepareMedia(state.call.kind), loadIceServers()]);
  if (!local) {
    decline();
    return;
  }
  if (view().state.phase !== 'incoming') return stopMedia(local);
  const call = state.call;
  startMesh(local);
  dispatch({ type: 'accept' });
  send({ kind: 'accept' }, everyoneElse(call));
  for (const peer of view().state.joined) {
    const tab = tabs.get(peer);
    if (tab && shouldOffer(me(), peer)) void mesh?.offer(peer, tab);
  }
}

export function decline(): void {
  const { call, phase } = view().state;
  if (phase !== 'incoming' || !call) return;
  send({ kind: 'reject', busy: false }, [call.inviter]);
  dispatch({ type: 'decline' });
}

/** The hang-up button, page unload and disconnect: cancel, decline or leave, whatever applies. */
export function hangUp(): void {
  const { call, phase, isCaller } = view().state;
  if (!call) return;
  if (phase === 'incoming') {
    decline();
    return;
  }
  if (phase === 'idle' || phase === 'ended') return;
  send({ kind: 'hangup', endsCall: isCaller }, everyoneElse(call));
  dispatch({ type: 'hangup', now: Date.now() });
}

function leave(userID: string, endsCall: boolean): void {
  mesh?.close(userID);
  callView.setState((v) => {
    const { [userID]: _gone, ...remotes } = v.remotes;
    return { remotes };
  });
  dispatch({ type: 'peerLeft', userID, now: Date.now(), endsCall });
}

export function toggleMic(): void {
  const on = !view().micOn;
  for (const track of view().local?.getAudioTracks() ?? []) track.enabled = on;
  callView.setState({ micOn: on });
}

export function toggleCamera(): void {
  const on = !view().cameraOn;
  for (const track of view().local?.getVideoTracks() ?? []) track.enabled = on;
  callView.setState({ cameraOn: on });
}

export async function chooseDevice(kind: DeviceKind, deviceId: string): Promise<void> {
  const local = view().local;
  if (!local) return;
  try {
    const track = await switchDevice(local, kind, deviceId);
    await mesh?.replaceTrack(track);
    callView.setState({ local });
  } catch {
    toast.error(t('deviceFailed'));
  }
}

function onInvite(
  from: string,
  conversationID: string,
  env: Extract<SignalEnvelope, { kind: 'invite' }>,
): void {
  // My other tab dialled, or the invitation is not for me.
  if (from === me() || env.inviter !== from || !env.invitees.includes(me())) return;
  const call: CallInfo = {
    callID: env.callID,
    kind: env.callType,
    conversationID,
    inviter: from,
    invitees: env.invitees,
    ...(env.groupID ? { groupID: env.groupID } : {}),
  };
  const phase = view().state.phase;
  if (phase !== 'idle' && phase !== 'ended') {
    if (view().state.call?.callID !== env.callID) sendFor(call, { kind: 'reject', busy: true }, [from]);
    return;
  }
  if (!open()) return;
  tabs.set(from, env.tab);
  dispatch({ type: 'invited', call });
  loadPeople(call);
  window.addEventListener('pagehide', onPageHide);
  ringTimer = setTimeout(() => dispatch({ type: 'timeout' }), CALLEE_RING_TIMEOUT_MS);
}

/** A signal from a peer, or from another tab of mine (the SDK's SIGNAL_RECEIVED). */
export function onSignal({
  conversationID,
  from,
  data,
}: {
  conversationID: string;
  from: string;
  data: string;
}) {
  const env = decodeSignal(data);
  if (!env || env.tab === TAB) return;
  if (env.kind === 'invite') return onInvite(from, conversationID, env);
  const { state } = view();
  if (state.call?.callID !== env.callID || state.phase === 'ended' || state.phase === 'idle') return;
  const mine = from === me();
  switch (env.kind) {
    case 'accept':
    case 'reject':
      // Another tab of mine answered or declined: this one stops ringing.
      if (mine) return dispatch({ type: 'elsewhere' });
      if (env.kind === 'reject') return dispatch({ type: 'peerRejected', userID: from, busy: env.busy });
      tabs.set(from, env.tab);
      dispatch({ type: 'peerAccepted', userID: from });
      if (view().state.phase !== 'incoming' && shouldOffer(me(), from)) void mesh?.offer(from, env.tab);
      return;
    case 'hangup':
      if (mine) return;
      if (view().state.phase === 'outgoing') return; // an invitee's hang-up before answering is a reject
      return leave(from, env.endsCall || from === state.call.inviter);
    case 'offer':
      if (env.toTab === TAB) void mesh?.answer(from, env.tab, env.sdp).catch(() => leave(from, false));
      return;
    case 'answer':
      if (env.toTab === TAB) void mesh?.accept(from, env.sdp).catch(() => leave(from, false));
      return;
    case 'ice':
      if (env.toTab === TAB) void mesh?.candidate(from, env.candidate).catch(() => undefined);
      return;
  }
}
