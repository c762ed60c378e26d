import { isObject, type JsonObject, readNumber, readString } from './json.ts';

/** Typed, defensive views of the media payloads of packages/contracts/src/chat/message.ts. */

/** imageInfoArray `type`: 0 original, 1 large, 2 preview (docs/chat-ui.md). */
export const IMAGE_INFO = { ORIGINAL: 0, LARGE: 1, PREVIEW: 2 } as const;

export interface ImageView {
  /** The preview when there is one, else the original. */
  url: string;
  width: number;
  height: number;
  /** Full-size image for the previewer. */
  originalUrl: string;
}

export function imageView(payload: JsonObject): ImageView | undefined {
  const infos = Array.isArray(payload.imageInfoArray) ? payload.imageInfoArray.filter(isObject) : [];
  const byType = (type: number) => infos.find((info) => readNumber(info.type, -1) === type);
  const original = byType(IMAGE_INFO.ORIGINAL) ?? infos[0];
  const shown = byType(IMAGE_INFO.PREVIEW) ?? original;
  if (!shown) return undefined;
  // A preview without its own dimensions has the original's aspect ratio.
  const sized = readNumber(shown.width) > 0 && readNumber(shown.height) > 0 ? shown : (original ?? shown);
  return {
    url: readString(shown.url),
    width: readNumber(sized.width),
    height: readNumber(sized.height),
    originalUrl: readString(original?.url) || readString(shown.url),
  };
}

export interface VideoView {
  url: string;
  poster: string;
  width: number;
  height: number;
  seconds: number;
}

export const videoView = (p: JsonObject): VideoView => ({
  url: readString(p.remoteVideoUrl) || readString(p.videoUrl),
  poster: readString(p.snapshotUrl) || readString(p.thumbUrl),
  width: readNumber(p.snapshotWidth),
  height: readNumber(p.snapshotHeight),
  seconds: readNumber(p.videoSecond),
});

export interface AudioView {
  url: string;
  seconds: number;
}

export const audioView = (p: JsonObject): AudioView => ({
  url: readString(p.url) || readString(p.remoteAudioUrl),
  seconds: Math.max(0, readNumber(p.second)),
});

export interface FileView {
  url: string;
  name: string;
  size: number;
}

/** The contracts say fileName/fileSize; the spec's older names name/size are read too. */
export const fileView = (p: JsonObject): FileView => ({
  url: readString(p.fileUrl),
  name: readString(p.fileName) || readString(p.name),
  size: Math.max(0, readNumber(p.fileSize ?? p.size)),
});

export interface LocationView {
  description: string;
  /** Link to a map page. */
  href: string;
  /** Static map image. */
  mapUrl: string;
}

export const locationView = (p: JsonObject): LocationView => ({
  description: readString(p.description),
  href: readString(p.href),
  mapUrl: readString(p.url),
});

export interface MergerView {
  title: string;
  abstracts: string[];
}

export const mergerView = (p: JsonObject): MergerView => ({
  title: readString(p.title),
  abstracts: Array.isArray(p.abstractList)
    ? p.abstractList.map(readString).filter((line) => line !== '')
    : readString(p.compatibleText)
      ? [readString(p.compatibleText)]
      : [],
});

export interface FaceView {
  index: number;
  data: string;
}

export const faceView = (p: JsonObject): FaceView => ({
  index: readNumber(p.index),
  data: readString(p.data),
});
