import { type ChatUploadResult, chatEndpoints } from '@renli/contracts';
import { getUserSig } from '../session/get-user-sig.ts';

/** docs/chat-ui.md: the avatar upload takes image/* only. */
export const AVATAR_ACCEPT = 'image/*';
export const isImageFile = (file: { type: string }) => file.type.startsWith('image/');

/**
 * Uploads an avatar through the chat's media upload (`chatEndpoints.upload`, where the SDK sends
 * image messages: screened and stored like them), signed with the chat credential rather than the
 * session, so through fetch and the chat headers instead of `upload()`.
 */
export async function uploadAvatar(file: File, fetchFn: typeof fetch = fetch): Promise<string> {
  const { SDKAppID, userID, userSig } = await getUserSig();
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetchFn(chatEndpoints.upload.path, {
    method: 'POST',
    headers: { 'chat-userid': userID, 'chat-usersig': userSig, 'chat-sdkappid': String(SDKAppID) },
    body: form,
  });
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: ChatUploadResult;
  } | null;
  const url = body?.data?.url;
  if ((body?.code === 0 || body?.code === 200) && url) return url;
  throw Object.assign(new Error(body?.message || `HTTP ${response.status}`), { code: body?.code });
}

type ImageCtor = new () => Pick<HTMLImageElement, 'onload' | 'onerror' | 'src'>;

/** docs/chat-ui.md: an avatar image URL must exist; resolves once it loaded, rejects if it cannot. */
export function ensureImageLoads(url: string, Image: ImageCtor = window.Image): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`avatar image does not load: ${url}`));
    image.src = url;
  });
}
