import type { ChatUploadResult, MessageType } from '@renli/contracts';
import type { Message } from './message.ts';
import type { BlobLike } from './platform.ts';
import { probeMedia } from './probe.ts';
import { type UploadRequest, uploadFile } from './upload.ts';

/** The local file behind a media message until it is uploaded. */
export interface MediaState {
  file: BlobLike;
  onProgress?: (progress: number) => void;
  /** Duration in seconds (audio, video); read from the file in browsers when not given. */
  second?: number;
  /** Video poster; a browser grabs an early frame when none is given. */
  snapshot?: BlobLike;
}

export const MEDIA_TYPES: readonly MessageType[] = [
  'TIMImageElem',
  'TIMSoundElem',
  'TIMVideoFileElem',
  'TIMFileElem',
];

/** Whether the payload already names an upload (a forward, or a resend after the upload). */
export function hasUploadedMedia(p: Record<string, unknown>): boolean {
  return Boolean(
    p.fileUrl || p.url || p.remoteVideoUrl || (Array.isArray(p.imageInfoArray) && p.imageInfoArray.length),
  );
}

export type UploadSession = Omit<UploadRequest, 'file' | 'onProgress'>;

function imagePayload(r: ChatUploadResult): Record<string, unknown> {
  const original = { url: r.url, width: r.width ?? 0, height: r.height ?? 0, size: r.size };
  return {
    uuid: r.url,
    imageFormat: r.imageFormat ?? 255,
    imageInfoArray: [
      { type: 0, ...original },
      { type: 1, ...original },
      {
        type: 2,
        url: r.previewUrl ?? r.url,
        width: r.previewWidth ?? original.width,
        height: r.previewHeight ?? original.height,
      },
    ],
  };
}

async function videoPayload(
  session: UploadSession,
  media: MediaState,
  r: ChatUploadResult,
  snapshot: BlobLike | undefined,
): Promise<Record<string, unknown>> {
  const p: Record<string, unknown> = { remoteVideoUrl: r.url, videoSize: r.size };
  if (media.second !== undefined) p.videoSecond = media.second;
  if (snapshot) {
    const s = await uploadFile({ ...session, file: snapshot, onProgress: () => undefined });
    Object.assign(p, {
      snapshotUrl: s.url,
      snapshotWidth: s.width ?? 0,
      snapshotHeight: s.height ?? 0,
      thumbUrl: s.previewUrl ?? s.url,
    });
  }
  return p;
}

/**
 * Uploads the message's file (progress 0..1 on `message.progress` and `onProgress`) and fills in
 * its payload from the server's answer. Audio and video durations and the video poster are read
 * from the file first where the platform can (browsers); the server measures sizes and dimensions
 * and has the last word on them.
 */
export async function uploadMedia(
  message: Message,
  media: MediaState,
  session: UploadSession,
): Promise<void> {
  const isVideo = message.type === 'TIMVideoFileElem';
  if (isVideo || message.type === 'TIMSoundElem') {
    const probed = await probeMedia(media.file, isVideo ? 'video' : 'audio');
    media.second ??= probed.second;
    media.snapshot ??= probed.snapshot;
  }
  const report = (progress: number) => {
    message.progress = progress;
    media.onProgress?.(progress);
  };
  const r = await uploadFile({ ...session, file: media.file, onProgress: report });
  switch (message.type) {
    case 'TIMImageElem':
      message.payload = imagePayload(r);
      break;
    case 'TIMSoundElem':
      message.payload = { url: r.url, second: media.second ?? 0, size: r.size };
      break;
    case 'TIMVideoFileElem':
      message.payload = await videoPayload(session, media, r, media.snapshot);
      break;
    default:
      message.payload = {
        fileUrl: r.url,
        fileName: r.fileName || media.file.name || 'file',
        fileSize: r.size,
      };
  }
}
