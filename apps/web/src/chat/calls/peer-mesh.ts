import type { CallSignal } from './call-signal.ts';

type PeerSignal = Extract<CallSignal, { kind: 'offer' | 'answer' | 'ice' }>;

export interface MeshHandlers {
  send(userID: string, signal: PeerSignal): void;
  onRemoteStream(userID: string, stream: MediaStream): void;
  /** The first connection that carries media. */
  onConnected(): void;
  /** A connection failed for good (the peer's network went away without a hang-up). */
  onLost(userID: string): void;
}

interface Peer {
  pc: RTCPeerConnection;
  tab: string;
}

/**
 * One RTCPeerConnection per other person (a mesh). Offers, answers and candidates travel as
 * online-only signals addressed to the peer's tab; candidates that arrive before the remote
 * description are held until it is set.
 */
export class PeerMesh {
  private readonly peers = new Map<string, Peer>();
  private readonly pending = new Map<string, RTCIceCandidateInit[]>();

  constructor(
    private readonly iceServers: RTCIceServer[],
    private readonly local: MediaStream,
    private readonly handlers: MeshHandlers,
  ) {}

  private create(userID: string, tab: string): Peer {
    this.close(userID);
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    pc.onicecandidate = (event) => {
      if (event.candidate)
        this.handlers.send(userID, { kind: 'ice', toTab: tab, candidate: event.candidate.toJSON() });
    };
    pc.ontrack = (event) =>
      this.handlers.onRemoteStream(userID, event.streams[0] ?? new MediaStream([event.track]));
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'connected') this.handlers.onConnected();
      if (pc.connectionState === 'failed') this.handlers.onLost(userID);
    };
    const peer = { pc, tab };
    this.peers.set(userID, peer);
    return peer;
  }

  async offer(userID: string, tab: string): Promise<void> {
    const { pc } = this.create(userID, tab);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.handlers.send(userID, { kind: 'offer', toTab: tab, sdp: offer.sdp ?? '' });
  }

  async answer(userID: string, tab: string, sdp: string): Promise<void> {
    const { pc } = this.create(userID, tab);
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await this.flush(userID);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    this.handlers.send(userID, { kind: 'answer', toTab: tab, sdp: answer.sdp ?? '' });
  }

  async accept(userID: string, sdp: string): Promise<void> {
    const peer = this.peers.get(userID);
    if (!peer) return;
    await peer.pc.setRemoteDescription({ type: 'answer', sdp });
    await this.flush(userID);
  }

  async candidate(userID: string, candidate: RTCIceCandidateInit): Promise<void> {
    const pc = this.peers.get(userID)?.pc;
    if (pc?.remoteDescription) await pc.addIceCandidate(candidate);
    else this.pending.set(userID, [...(this.pending.get(userID) ?? []), candidate]);
  }

  private async flush(userID: string): Promise<void> {
    const pc = this.peers.get(userID)?.pc;
    const queued = this.pending.get(userID) ?? [];
    this.pending.delete(userID);
    for (const candidate of queued) await pc?.addIceCandidate(candidate);
  }

  /** A new microphone or camera: every connection sends it from now on. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    await Promise.all(
      [...this.peers.values()].map(({ pc }) =>
        pc
          .getSenders()
          .find((s) => s.track?.kind === track.kind)
          ?.replaceTrack(track),
      ),
    );
  }

  close(userID: string): void {
    this.peers.get(userID)?.pc.close();
    this.peers.delete(userID);
  }

  closeAll(): void {
    for (const userID of [...this.peers.keys()]) this.close(userID);
    this.pending.clear();
  }
}
