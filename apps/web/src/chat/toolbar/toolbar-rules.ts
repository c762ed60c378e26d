/** Pure rules of the chat toolbar (docs/chat-ui.md), kept apart from React for unit tests. */

export type UploadKind = 'image' | 'video' | 'file';
export type ExtensionKey = 'voice' | 'video' | 'search';

/** docs/chat-ui.md: the image picker accepts gif, jpeg, jpg, png, bmp and webp. */
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'bmp', 'webp'] as const;
const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/bmp', 'image/webp'];
/** Containers browsers commonly leave without a MIME type; anything typed `video/*` passes anyway. */
const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'ogv', 'mkv', 'avi', 'wmv', 'flv', '3gp'];

/** The `accept` attribute of each picker; the file picker takes anything. */
export const ACCEPT: Record<UploadKind, string | undefined> = {
  image: IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(','),
  video: 'video/*',
  file: undefined,
};

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * `accept` is only a hint to the picker (a person can switch it to "all files", and drag and drop
 * skip it), so the toolbar checks again before handing files on.
 */
export function acceptsFile(kind: UploadKind, file: Pick<File, 'name' | 'type'>): boolean {
  const ext = extensionOf(file.name);
  switch (kind) {
    case 'image':
      return (IMAGE_EXTENSIONS as readonly string[]).includes(ext) || IMAGE_TYPES.includes(file.type);
    case 'video':
      return file.type.startsWith('video/') || (!file.type && VIDEO_EXTENSIONS.includes(ext));
    case 'file':
      return true;
  }
}

export function partitionFiles(kind: UploadKind, files: readonly File[]) {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (acceptsFile(kind, file) ? accepted : rejected).push(file);
  return { accepted, rejected };
}

export interface ExtensionOptions {
  mobile: boolean;
  calls: boolean;
  search: boolean;
}

/**
 * Entries of the extensions menu. docs/chat-ui.md puts search last on desktop only, so mobile orders
 * differently: search first there, calls after it.
 */
export function extensionOrder({ mobile, calls, search }: ExtensionOptions): ExtensionKey[] {
  const callKeys: ExtensionKey[] = calls ? ['voice', 'video'] : [];
  if (!search) return callKeys;
  return mobile ? ['search', ...callKeys] : [...callKeys, 'search'];
}

/** Nine canned phrases for recruitment chats (docs/chat-ui.md); texts in `chat-toolbar:phrases.*`. */
export const PHRASE_KEYS = [
  'greeting',
  'resume',
  'received',
  'interviewTime',
  'interviewInvite',
  'salary',
  'startDate',
  'checking',
  'thanks',
] as const;
