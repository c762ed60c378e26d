import type { MessageType } from '@renli/contracts';
import { SDK_CODE } from './constants.ts';
import { chatError } from './errors.ts';
import { buildOutgoing, type CreateMessageOptions, defaultAbstracts, mergerItem } from './factory.ts';
import type { MediaState } from './media.ts';
import type { Message } from './message.ts';
import { type BlobLike, isBlobLike } from './platform.ts';
import { type ChatPromise, ChatSession, ok } from './session.ts';

/** The `create*Message` family: messages built locally, status `unSend`, until `sendMessage`. */
export class ChatMessageFactory extends ChatSession {
  // ---- create messages -----------------------------------------------------------------------

  /** @internal */
  protected sender() {
    this.requireLogin();
    return { userID: this.me };
  }

  createTextMessage(options: CreateMessageOptions<{ text: string }>): Message {
    return buildOutgoing(this.sender(), 'TIMTextElem', options, { text: options.payload?.text });
  }

  createTextAtMessage(options: CreateMessageOptions<{ text: string; atUserList?: string[] }>): Message {
    const atUserList = [...(options.payload?.atUserList ?? [])];
    return buildOutgoing(this.sender(), 'TIMTextElem', options, { text: options.payload?.text }, atUserList);
  }

  private createMedia(
    type: MessageType,
    options: CreateMessageOptions<{ file: unknown; second?: number; snapshot?: unknown }>,
    placeholder: Record<string, unknown>,
  ): Message {
    const m = buildOutgoing(this.sender(), type, options, placeholder);
    const file = options.payload?.file;
    if (isBlobLike(file)) {
      const state: MediaState = { file };
      if (options.onProgress) state.onProgress = options.onProgress;
      if (typeof options.payload.second === 'number') state.second = options.payload.second;
      if (isBlobLike(options.payload.snapshot)) state.snapshot = options.payload.snapshot;
      this.media.set(m, state);
    }
    return m;
  }

  createImageMessage(options: CreateMessageOptions<{ file: unknown }>): Message {
    return this.createMedia('TIMImageElem', options, { imageFormat: 255, imageInfoArray: [] });
  }

  createAudioMessage(options: CreateMessageOptions<{ file: unknown; second?: number }>): Message {
    return this.createMedia('TIMSoundElem', options, { url: '', second: options.payload?.second ?? 0 });
  }

  /** `payload.snapshot` (a Renli addition) is the poster; browsers grab an early frame otherwise. */
  createVideoMessage(
    options: CreateMessageOptions<{ file: unknown; second?: number; snapshot?: unknown }>,
  ): Message {
    return this.createMedia('TIMVideoFileElem', options, { remoteVideoUrl: '' });
  }

  createFileMessage(options: CreateMessageOptions<{ file: unknown }>): Message {
    const f = options.payload?.file as BlobLike | undefined;
    return this.createMedia('TIMFileElem', options, {
      fileUrl: '',
      fileName: f?.name ?? 'file',
      fileSize: f?.size ?? 0,
    });
  }

  createCustomMessage(
    options: CreateMessageOptions<{ data: string; description?: string; extension?: string }>,
  ): Message {
    const p = options.payload ?? { data: '' };
    const payload: Record<string, unknown> = { data: p.data ?? '' };
    if (p.description !== undefined) payload.description = p.description;
    if (p.extension !== undefined) payload.extension = p.extension;
    return buildOutgoing(this.sender(), 'TIMCustomElem', options, payload);
  }

  createFaceMessage(options: CreateMessageOptions<{ index: number; data: string }>): Message {
    return buildOutgoing(this.sender(), 'TIMFaceElem', options, {
      index: options.payload?.index,
      data: options.payload?.data,
    });
  }

  createLocationMessage(
    options: CreateMessageOptions<{
      description: string;
      longitude: number;
      latitude: number;
      href?: string;
    }>,
  ): Message {
    return buildOutgoing(this.sender(), 'TIMLocationElem', options, { ...options.payload });
  }

  /** Forwards one message (its type and payload) to `to`. */
  createForwardMessage(options: CreateMessageOptions<Message>): Message {
    const src = options.payload;
    if (!src?.type) throw chatError(SDK_CODE.INVALID_PARAMS, 'payload must be a message');
    if (src.status !== 'success' || src.isRevoked)
      throw chatError(
        SDK_CODE.INVALID_PARAMS,
        'only successfully sent, not revoked messages can be forwarded',
      );
    return buildOutgoing(
      this.sender(),
      src.type,
      options,
      JSON.parse(JSON.stringify(src.payload)) as Record<string, unknown>,
    );
  }

  /** Merged forward: the messages travel inline in the payload (no download key). */
  createMergerMessage(
    options: CreateMessageOptions<{
      messageList: Message[];
      title: string;
      abstractList?: string[];
      compatibleText?: string;
    }>,
  ): Message {
    const p = options.payload;
    if (!p || !Array.isArray(p.messageList) || p.messageList.length === 0)
      throw chatError(SDK_CODE.INVALID_PARAMS, 'payload.messageList is required');
    return buildOutgoing(this.sender(), 'TIMRelayElem', options, {
      title: p.title,
      abstractList: p.abstractList ?? defaultAbstracts(p.messageList),
      compatibleText: p.compatibleText ?? 'Please upgrade to view the chat history',
      messageList: p.messageList.map(mergerItem),
    });
  }

  /**
   * Resolves the merger message itself, its inner messages in `payload.messageList`, as Tencent's
   * does after the download (here they always travel inline, so there is nothing to fetch).
   */
  async downloadMergerMessage(message: Message): ChatPromise<Message> {
    if (message?.type !== 'TIMRelayElem') throw chatError(SDK_CODE.INVALID_PARAMS, 'not a merger message');
    if (!Array.isArray(message.payload.messageList)) message.payload.messageList = [];
    return ok(message);
  }
}
