/**
 * Minimal typings of the web-platform globals the SDK uses. The package compiles without DOM or
 * Node types, so it declares only what it needs; all of these exist in Node 20 and in browsers.
 */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  /** Present on File objects. */
  readonly name?: string;
}

interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

interface FetchResponseLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: unknown): void;
  upload?: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  status: number;
  responseText: string;
}

/** The parts of HTMLMediaElement / HTMLCanvasElement that probing a media file uses. */
export interface MediaElementLike {
  preload: string;
  muted: boolean;
  src: string;
  duration: number;
  currentTime: number;
  videoWidth: number;
  videoHeight: number;
  addEventListener(type: string, listener: () => void, options?: { once: boolean }): void;
  removeAttribute(name: string): void;
}

export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): { drawImage(source: unknown, x: number, y: number): void } | null;
  toBlob(callback: (blob: BlobLike | null) => void, type: string, quality: number): void;
}

interface Globals {
  fetch?: (
    url: string,
    init: { method: string; headers: Record<string, string>; body: unknown },
  ) => Promise<FetchResponseLike>;
  FormData?: new () => FormDataLike;
  XMLHttpRequest?: new () => XhrLike;
  TextEncoder: new () => { encode(s: string): Uint8Array };
  location?: { origin: string };
  document?: { createElement(tag: string): unknown };
  URL?: { createObjectURL?(blob: BlobLike): string; revokeObjectURL?(url: string): void };
  Blob?: unknown;
  setTimeout(callback: () => void, ms?: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const platform = globalThis as unknown as Globals;

/** Timers through `globalThis` (the package has neither DOM nor Node typings). */
export const setTimer = (callback: () => void, ms: number): unknown => platform.setTimeout(callback, ms);
export const clearTimer = (handle: unknown): void => platform.clearTimeout(handle);

export function utf8Length(s: string): number {
  return new platform.TextEncoder().encode(s).length;
}

export function isBlobLike(v: unknown): v is BlobLike {
  return typeof v === 'object' && v !== null && typeof (v as BlobLike).size === 'number';
}
