import type { ChatUploadResult } from '@renli/contracts';
import { CHAT_UPLOAD_PATH } from '@renli/contracts/constants';
import { SDK_CODE } from './constants.ts';
import { chatError, isChatError } from './errors.ts';
import { type BlobLike, platform } from './platform.ts';

export interface UploadRequest {
  baseURL: string;
  SDKAppID: number;
  userID: string;
  userSig: string;
  file: BlobLike;
  onProgress: (progress: number) => void;
}

function parseAnswer(status: number, body: unknown): ChatUploadResult {
  const b = body as { code?: number; message?: string; data?: ChatUploadResult } | null;
  // Success is code 0 (chat convention) or 200 (the server's HTTP envelope).
  const success = b?.code === 0 || b?.code === 200;
  if (b && success && b.data && typeof b.data.url === 'string') return b.data;
  if (b && typeof b.code === 'number' && !success) throw chatError(b.code, b.message ?? 'upload failed');
  throw chatError(SDK_CODE.UPLOAD_FAILED, `upload failed (HTTP ${status})`);
}

/**
 * Uploads one file as multipart field `file`, with headers `chat-userid`/`chat-usersig`.
 * Uses XMLHttpRequest (real upload progress) where available, else fetch (progress 0 then 1).
 */
export async function uploadFile(req: UploadRequest): Promise<ChatUploadResult> {
  const FormDataCtor = platform.FormData;
  if (!FormDataCtor) throw chatError(SDK_CODE.UPLOAD_FAILED, 'FormData is not available');
  const form = new FormDataCtor();
  try {
    form.append('file', req.file, req.file.name ?? 'file');
  } catch {
    throw chatError(SDK_CODE.INVALID_PARAMS, 'payload.file must be a Blob or File');
  }
  const url = `${req.baseURL.replace(/\/$/, '')}${CHAT_UPLOAD_PATH}`;
  const headers: Record<string, string> = {
    'chat-userid': req.userID,
    'chat-usersig': req.userSig,
    'chat-sdkappid': String(req.SDKAppID),
  };
  req.onProgress(0);
  const Xhr = platform.XMLHttpRequest;
  if (Xhr) {
    const result = await new Promise<ChatUploadResult>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open('POST', url);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      if (xhr.upload)
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable && e.total > 0) req.onProgress(Math.min(0.99, e.loaded / e.total));
        };
      xhr.onload = () => {
        try {
          resolve(parseAnswer(xhr.status, JSON.parse(xhr.responseText)));
        } catch (e) {
          reject(
            isChatError(e) ? e : chatError(SDK_CODE.UPLOAD_FAILED, `upload failed (HTTP ${xhr.status})`),
          );
        }
      };
      xhr.onerror = () => reject(chatError(SDK_CODE.NETWORK_ERROR, 'upload network error'));
      xhr.send(form);
    });
    req.onProgress(1);
    return result;
  }
  const fetchFn = platform.fetch;
  if (!fetchFn) throw chatError(SDK_CODE.UPLOAD_FAILED, 'fetch is not available');
  let res: Awaited<ReturnType<typeof fetchFn>>;
  try {
    res = await fetchFn(url, { method: 'POST', headers, body: form });
  } catch (e) {
    throw chatError(SDK_CODE.NETWORK_ERROR, `upload network error: ${(e as Error).message}`);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const result = parseAnswer(res.status, body);
  req.onProgress(1);
  return result;
}
