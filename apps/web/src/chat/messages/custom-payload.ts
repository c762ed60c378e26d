import { CUSTOM_BUSINESS_IDS } from '@renli/contracts/constants';
import { chatCardFor } from '../../lib/chat-cards.ts';
import { type CallRecord, callRecordFromData } from './call-record.ts';
import { isObject, type JsonObject, parseJson, readNumber, readObject, readString } from './json.ts';

export interface KeyValue {
  key: string;
  value: string;
}

/** What a `TIMCustomElem` shows, by its business id (docs/chat-ui.md). */
export type CustomContent =
  | { kind: 'service'; title: string; links: KeyValue[]; items: KeyValue[]; description: string }
  | { kind: 'evaluation'; score: number; comment: string }
  | { kind: 'order'; imageUrl: string; title: string; description: string; price: string; link: string }
  | { kind: 'textLink'; text: string; link: string }
  | { kind: 'groupCreate'; opUser: string; content: string }
  | { kind: 'call'; record: CallRecord }
  /** A card a feature registered for its business ID (lib/chat-cards.ts). */
  | { kind: 'featureCard'; businessID: string; data: JsonObject; description: string }
  | { kind: 'unknown'; description: string };

export const MAX_SCORE = 5;

/**
 * Business ids and the spellings seen in the wild (spec: consultion/service, evaluation/evaluate,
 * text_link/link); Tencent's TUIKit writes the first of each pair.
 */
const ALIASES: Record<string, Exclude<CustomContent['kind'], 'call' | 'featureCard' | 'unknown'>> = {
  [CUSTOM_BUSINESS_IDS.SERVICE]: 'service',
  service: 'service',
  [CUSTOM_BUSINESS_IDS.EVALUATION]: 'evaluation',
  evaluate: 'evaluation',
  [CUSTOM_BUSINESS_IDS.ORDER]: 'order',
  [CUSTOM_BUSINESS_IDS.TEXT_LINK]: 'textLink',
  link: 'textLink',
  [CUSTOM_BUSINESS_IDS.GROUP_CREATE]: 'groupCreate',
};

export interface CustomParts {
  /** Normalised business id ('' when none). */
  businessID: string;
  /** `data` when it is a JSON object. */
  data: JsonObject;
  /** `extension` when it is a JSON object. */
  extension: JsonObject;
  description: string;
}

/**
 * Splits a custom payload. `data` is usually JSON with a `businessID`, but the spec also allows the
 * bare business id as `data` with the fields in `extension`; both are read.
 */
export function customParts(payload: Record<string, unknown>): CustomParts {
  const parsed = parseJson(payload.data);
  const data = isObject(parsed) ? parsed : {};
  const bare = parsed === undefined || typeof parsed === 'string' || typeof parsed === 'number';
  const rawID = isObject(parsed)
    ? (parsed.businessID ?? parsed.businessId)
    : bare
      ? (parsed ?? payload.data)
      : undefined;
  return {
    businessID: readString(rawID).trim(),
    data,
    extension: readObject(payload.extension) ?? {},
    description: readString(payload.description),
  };
}

/** First non-empty string of `key` among the sources. */
function pick(sources: JsonObject[], key: string): string {
  for (const source of sources) {
    const value = readString(source[key]);
    if (value !== '') return value;
  }
  return '';
}

function keyValues(value: unknown): KeyValue[] {
  const list = Array.isArray(value) ? value : isObject(value) ? [value] : [];
  return list
    .filter(isObject)
    .map((entry) => ({ key: readString(entry.key), value: readString(entry.value) }))
    .filter((entry) => entry.key !== '' || entry.value !== '');
}

function firstDefined(sources: JsonObject[], key: string): unknown {
  for (const source of sources) if (source[key] !== undefined) return source[key];
  return undefined;
}

/** Stars shown: whole stars 0..5 (a rating is 1-5; anything else is clamped, not trusted). */
export function clampScore(value: unknown): number {
  const n = Math.round(readNumber(value, 0));
  return Math.min(MAX_SCORE, Math.max(0, n));
}

/** Parses a custom message payload; never throws. */
export function parseCustomPayload(payload: Record<string, unknown>): CustomContent {
  const parts = customParts(payload);
  if (parts.businessID === String(CUSTOM_BUSINESS_IDS.CALL_SIGNALING)) {
    const record = callRecordFromData(parts.data);
    if (record) return { kind: 'call', record };
  }
  if (chatCardFor(parts.businessID))
    return {
      kind: 'featureCard',
      businessID: parts.businessID,
      data: parts.data,
      description: parts.description,
    };
  const kind = ALIASES[parts.businessID.toLowerCase()];
  // The service card keeps its fields in `extension` (TUIKit); the others in `data`.
  const fields = kind === 'service' ? [parts.extension, parts.data] : [parts.data, parts.extension];
  switch (kind) {
    case 'service':
      return {
        kind,
        title: pick(fields, 'title'),
        links: keyValues(firstDefined(fields, 'hyperlinks_text')),
        items: keyValues(firstDefined(fields, 'item')),
        description: pick(fields, 'description'),
      };
    case 'evaluation':
      return { kind, score: clampScore(firstDefined(fields, 'score')), comment: pick(fields, 'comment') };
    case 'order':
      return {
        kind,
        imageUrl: pick(fields, 'imageUrl'),
        title: pick(fields, 'title'),
        description: pick(fields, 'description'),
        price: pick(fields, 'price'),
        link: pick(fields, 'link'),
      };
    case 'textLink':
      return { kind, text: pick(fields, 'text'), link: pick(fields, 'link') };
    case 'groupCreate':
      return { kind, opUser: pick(fields, 'opUser'), content: pick(fields, 'content') };
    default:
      return { kind: 'unknown', description: parts.description };
  }
}
