import { ChatCode, ChatErrorCode, MSG_TYPES } from '@renli/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cleanFileName } from '../modules/files/names.ts';
import { ChatError } from './errors.ts';
import { chatMedia } from './schema.ts';

type Media = typeof chatMedia.$inferSelect;
type Payload = Record<string, unknown>;

const isImage = (m: Media) => m.imageFormat > 0;
const isPlayable = (m: Media) => /^(audio|video)\//.test(m.mime);

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The upload URLs a media payload names (the original image, the video and its snapshot, ...). */
function urlsOf(type: string, p: Payload): string[] {
  switch (type) {
    case MSG_TYPES.IMAGE: {
      const infos = Array.isArray(p.imageInfoArray) ? (p.imageInfoArray as Payload[]) : [];
      const original = infos.find((info) => info.type === 0) ?? infos[0];
      return [str(original?.url)];
    }
    case MSG_TYPES.SOUND:
      return [str(p.url)];
    case MSG_TYPES.VIDEO:
      return [str(p.remoteVideoUrl), str(p.snapshotUrl)].filter((url, i) => i === 0 || url !== '');
    case MSG_TYPES.FILE:
      return [str(p.fileUrl)];
    default:
      return [];
  }
}

function expect(media: Media, ok: (m: Media) => boolean): Media {
  if (ok(media)) return media;
  throw ok === isImage
    ? new ChatError(ChatErrorCode.INVALID_IMAGE_FORMAT, 'chat.invalidImage')
    : new ChatError(ChatCode.INVALID_PARAMS, 'chat.mediaKindMismatch');
}

/** The payload rebuilt from what the server measured; client-sent sizes and dimensions are ignored. */
function rebuild(type: string, p: Payload, found: Map<string, Media>): Payload {
  const [first, second] = urlsOf(type, p).map((url) => found.get(url) as Media);
  const main = first as Media;
  switch (type) {
    case MSG_TYPES.IMAGE: {
      const image = expect(main, isImage);
      const original = { url: image.url, width: image.width, height: image.height, size: image.size };
      return {
        uuid: image.url,
        imageFormat: image.imageFormat,
        imageInfoArray: [
          { type: 0, ...original },
          { type: 1, ...original },
          { type: 2, url: image.previewUrl, width: image.previewWidth, height: image.previewHeight },
        ],
      };
    }
    case MSG_TYPES.SOUND:
      return { url: expect(main, isPlayable).url, second: p.second, size: main.size };
    case MSG_TYPES.VIDEO: {
      const video: Payload = { remoteVideoUrl: expect(main, isPlayable).url, videoSize: main.size };
      if (typeof p.videoSecond === 'number') video.videoSecond = p.videoSecond;
      if (second) {
        const snapshot = expect(second, isImage);
        Object.assign(video, {
          snapshotUrl: snapshot.url,
          snapshotWidth: snapshot.width,
          snapshotHeight: snapshot.height,
          thumbUrl: snapshot.previewUrl,
        });
      }
      return video;
    }
    default:
      return { fileUrl: main.url, fileName: cleanFileName(str(p.fileName)) || 'file', fileSize: main.size };
  }
}

/**
 * Media messages may only name files uploaded through the chat upload (`chatEndpoints.upload`; else
 * 7004, "file does not exist"): that keeps foreign or `javascript:` URLs out of every client, and the
 * sizes, dimensions and previews the clients lay out with are the server's own. Other payloads pass
 * unchanged.
 */
export async function resolveMediaPayload(db: DbOrTx, type: string, payload: Payload): Promise<Payload> {
  const urls = urlsOf(type, payload);
  if (urls.length === 0) return payload;
  const rows = urls.every((url) => url.startsWith('/files/'))
    ? await db.select().from(chatMedia).where(inArray(chatMedia.url, urls))
    : [];
  const found = new Map(rows.map((row) => [row.url, row]));
  if (urls.some((url) => !found.has(url))) {
    throw new ChatError(ChatErrorCode.FILE_NOT_FOUND, 'chat.fileNotFound');
  }
  return rebuild(type, payload, found);
}
