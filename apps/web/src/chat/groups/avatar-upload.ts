import type { ChatUploadResult } from '@renli/contracts';
import { getUserSig } from '../session/get-user-sig.ts';

/** Spec section 5: the avatar upload takes image/* only. */
export const AVATAR_ACCEPT = 'image/*';
export const isImageFile = (file: { type: string }) => file.type.startsWith('image/');

/**
 * Uploads an avatar through the chat's media upload (`POST /chat/upload`, the path the SDK uses for
 * image messages: screened and stored like them), signed with the chat credential.
 */
export async function uploadAvatar(file: File, fetchFn: typeof fetch = fetch): Promise<string> {
  const { SDKAppID, userID, userSig } = await getUserSig();
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetchFn('/chat/upload', {
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

/** Spec section 5: an avatar image URL must exist; resolves once it loaded, rejects if it cannot. */
export function ensureImageLoads(url: string, Image: ImageCtor = window.Image): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`avatar image does not load: ${url}`));
    image.src = url;
  });
}
