import { LIMITS, ResponseCode, SESSION_LOST_CODES } from '@renli/contracts/constants';
import type { ZodType } from 'zod';
import { currentLanguage, i18n } from './i18n.ts';
import { loginPathFor } from './paths.ts';
import { type AuthKind, clearSession, getToken } from './session.ts';
import { toast } from './toast.ts';

/** One field message of a 400 answer (`data.fields`), ready for a form. */
export interface FieldError {
  field: string;
  message: string;
}

/** Any answer whose envelope code is not 200, plus timeouts (code 0) and unreadable answers. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fields(): FieldError[] {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    return Array.isArray(fields) ? (fields as FieldError[]) : [];
  }
}

/** The code an ApiError carries when the request never got an answer. */
export const NO_RESPONSE = 0;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Which stored token goes in `access_token`; 'none' for log-in calls that must not touch a session. */
  auth?: AuthKind | 'none';
  /** No toast on failure: the caller shows the error itself (e.g. on form fields). */
  silent?: boolean;
  /** Validates and types `data`. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/** A file the server sent instead of an envelope (exports). */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`; empty when the server named none. */
  filename: string;
}

/** Prefers the RFC 5987 `filename*` (non-ASCII names), then the plain `filename`. */
function filenameOf(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended.trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? '';
}

export interface HttpDeps {
  fetch: typeof fetch;
  getToken: (kind: AuthKind) => string | null;
  clearSession: (kind: AuthKind) => void;
  /** Goes to a hash route, e.g. '/login?redirect=%2Foa'. */
  navigate: (path: string) => void;
  /** The hash route the user is on, to come back to after logging in again. */
  currentPath: () => string;
  toast: (content: string) => void;
  translate: (key: string, params?: Record<string, unknown>) => string;
  language: () => string;
  timeoutMs: number;
}

type Envelope = { code: number; message: string; data: unknown };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';

const LOGIN_PATH = { user: '/login', admin: '/aLogin' } as const;

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function createHttpClient(deps: HttpDeps) {
  /** 401/406: the stored session is dead. Only the first failing request reports it. */
  function sessionLost(kind: AuthKind, code: number, message: string) {
    if (!deps.getToken(kind)) return;
    deps.clearSession(kind);
    deps.toast(
      code === ResponseCode.SESSION_EXPIRED ? deps.translate('common:error.sessionExpired') : message,
    );
    deps.navigate(loginPathFor(LOGIN_PATH[kind], deps.currentPath()));
  }

  async function send(url: string, init: RequestInit, external?: AbortSignal): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    const forward = () => controller.abort();
    external?.addEventListener('abort', forward);
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (external?.aborted) throw error;
      const key = controller.signal.aborted ? 'common:error.timeout' : 'common:error.network';
      throw new ApiError(NO_RESPONSE, deps.translate(key));
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', forward);
    }
  }

  /** `file`: a non-JSON success answer is handed back as a DownloadedFile; errors stay envelopes. */
  async function exchange<T>(path: string, options: RequestOptions<T>, file: boolean): Promise<T> {
    const { method = options.body === undefined ? 'GET' : 'POST', auth = 'user', silent = false } = options;
    const headers: Record<string, string> = { lang: deps.language() };
    const token = auth === 'none' ? null : deps.getToken(auth);
    if (token) headers.access_token = token;
    // The browser writes a multipart body's content-type itself, boundary included.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const body =
      multipart || options.body === undefined
        ? (options.body as FormData | undefined)
        : JSON.stringify(options.body);

    // Set when the session toast already told the user; this request then adds no toast of its own.
    let reported = false;
    try {
      const response = await send(buildUrl(path, options.query), { method, headers, body }, options.signal);
      const json = response.headers.get('content-type')?.includes('application/json') ?? false;
      if (file && response.ok && !json) {
        const downloaded: DownloadedFile = {
          blob: await response.blob(),
          filename: filenameOf(response.headers.get('content-disposition')),
        };
        return downloaded as T;
      }
      const payload: unknown = await response.json().catch(() => null);
      const apiError = (code: number) => deps.translate('common:error.api', { code });
      if (!isEnvelope(payload)) throw new ApiError(response.status, apiError(response.status));
      if (payload.code !== ResponseCode.OK) {
        const error = new ApiError(payload.code, payload.message || apiError(payload.code), payload.data);
        if (token && auth !== 'none' && SESSION_LOST_CODES.includes(payload.code)) {
          sessionLost(auth, payload.code, error.message);
          reported = true;
        }
        throw error;
      }
      if (!options.schema) return payload.data as T;
      const parsed = options.schema.safeParse(payload.data);
      if (!parsed.success) throw new ApiError(response.status, apiError(response.status), payload.data);
      return parsed.data;
    } catch (error) {
      if (error instanceof ApiError && !silent && !reported) {
        deps.toast(error.message);
      }
      throw error;
    }
  }

  const request = <T = unknown>(path: string, options: RequestOptions<T> = {}) =>
    exchange<T>(path, options, false);

  return {
    request,
    get: <T = unknown>(path: string, query?: RequestOptions<T>['query'], options?: RequestOptions<T>) =>
      request<T>(path, { ...options, method: 'GET', query }),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
    /** POSTs JSON (or FormData) and receives a file, e.g. an export. */
    download: (path: string, body?: unknown, options?: Omit<RequestOptions<DownloadedFile>, 'schema'>) =>
      exchange<DownloadedFile>(path, { ...options, method: 'POST', body: body ?? {} }, true),
    /** GETs a file, e.g. an import template. */
    downloadGet: (path: string, options?: Omit<RequestOptions<DownloadedFile>, 'schema'>) =>
      exchange<DownloadedFile>(path, { ...options, method: 'GET' }, true),
    /** POSTs a multipart form (file uploads). */
    upload: <T = unknown>(path: string, form: FormData, options?: RequestOptions<T>) =>
      request<T>(path, { ...options, method: 'POST', body: form }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

const hashPath = () => window.location.hash.replace(/^#/, '') || '/';

export const http: HttpClient = createHttpClient({
  fetch: (...args) => globalThis.fetch(...args),
  getToken,
  clearSession,
  navigate: (path) => {
    window.location.hash = path;
  },
  currentPath: hashPath,
  toast: (content) => toast.error(content),
  translate: (key, params) => i18n.t(key, params),
  language: currentLanguage,
  timeoutMs: LIMITS.requestTimeoutMs,
});
