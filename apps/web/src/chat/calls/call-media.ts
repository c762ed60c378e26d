import type { CallKind } from '../messages/call-record.ts';

/** Microphone, and the camera for video calls. Rejects when the user (or the browser) refuses. */
export function openMedia(kind: CallKind): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true },
    video: kind === 'video' ? { width: { ideal: 1280 }, height: { ideal: 720 } } : false,
  });
}

export type DeviceKind = 'audioinput' | 'videoinput';

export interface DeviceOption {
  deviceId: string;
  label: string;
}

/** The microphones and cameras (labels are available once permission was granted). */
export async function listDevices(): Promise<Record<DeviceKind, DeviceOption[]>> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  const pick = (kind: DeviceKind) =>
    devices
      .filter((d) => d.kind === kind && d.deviceId)
      .map((d, i) => ({
        deviceId: d.deviceId,
        label: d.label || `${kind === 'audioinput' ? 'Mic' : 'Camera'} ${i + 1}`,
      }));
  return { audioinput: pick('audioinput'), videoinput: pick('videoinput') };
}

/**
 * Opens the chosen device and swaps its track into `stream` (keeping the on/off state); the caller
 * passes the new track to every connection's sender (`replaceTrack`), so no renegotiation is needed.
 */
export async function switchDevice(stream: MediaStream, kind: DeviceKind, deviceId: string) {
  const type = kind === 'audioinput' ? 'audio' : 'video';
  const fresh = await navigator.mediaDevices.getUserMedia({ [type]: { deviceId: { exact: deviceId } } });
  const track = fresh.getTracks()[0];
  if (!track) throw new Error('no track');
  const old = type === 'audio' ? stream.getAudioTracks()[0] : stream.getVideoTracks()[0];
  if (old) {
    track.enabled = old.enabled;
    stream.removeTrack(old);
    old.stop();
  }
  stream.addTrack(track);
  return track;
}

export function stopMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
