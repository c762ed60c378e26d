import { type ResourceFields, resourceRowBase, updateSchemaOf } from '@renli/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { type ReactNode, useState } from 'react';
import { vi } from 'vitest';
import { z } from 'zod';
import { AntdConfig } from '../antd/AntdConfig.tsx';
import { defineResourcePage } from './types.ts';

/**
 * A small resource for the ResourcePage tests and a fake of the network under `lib/http.ts`: the real
 * HTTP client runs (envelope, errors, toasts) against answers the test scripts per path.
 */
const create = z.object({
  name: z.string().trim().min(1).max(10),
  kind: z.enum(['a', 'b']),
  note: z.string().max(20).optional(),
});

/** A label the same in both languages keeps the assertions readable whatever language the test runs in. */
const both = (text: string) => ({ 'zh-CN': text, en: text });

export const widgetResource = {
  prefix: '/widget',
  name: 'widget',
  title: both('Widgets'),
  sortFields: ['name'],
  fields: {
    name: { label: both('Name'), in: ['list', 'filter', 'form', 'detail'] },
    kind: {
      label: both('Kind'),
      in: ['list', 'filter', 'form', 'detail'],
      options: [
        { value: 'a', label: both('Kind A') },
        { value: 'b', label: both('Kind B') },
      ],
    },
    note: { label: both('Note'), in: ['list', 'form', 'detail'] },
  } satisfies ResourceFields,
  schemas: {
    row: resourceRowBase.extend({ name: z.string(), kind: z.enum(['a', 'b']), note: z.string().nullable() }),
    create,
    update: updateSchemaOf(create),
    filter: z.object({ name: z.string().optional(), kind: z.enum(['a', 'b']).optional() }),
  },
};
export type Widget = z.infer<typeof widgetResource.schemas.row>;

export const widget = (id: number, name: string, version = 1): Widget => ({
  id,
  version,
  name,
  kind: 'a',
  note: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

// Label keys that are not in any namespace render as written, which keeps the assertions readable.
export const widgetPage = defineResourcePage<Widget>({
  resource: widgetResource,
  titleKey: 'Widgets',
  itemKey: 'widget',
});

type Answer = { code?: number; data?: unknown; message?: string };
export type Handler = (body: unknown) => Answer;

export interface Call {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Replaces `fetch`; unscripted paths answer an empty page (lists) or 404. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const key = Object.keys(handlers).find((k) => path.startsWith(k));
    const fallback: Answer = path.endsWith('/selectPage')
      ? { data: { list: [], total: 0, pageNum: 1, pageSize: 10 } }
      : { code: 404, message: 'not found' };
    const {
      code = 200,
      data = null,
      message = code === 200 ? 'ok' : 'error',
    } = key ? handlers[key]!(body) : fallback;
    return new Response(JSON.stringify({ code, message, data }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    bodiesOf: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).map((c) => c.body),
  };
}

export const page = (list: Widget[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 10 } });

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <AntdConfig>
        <AntApp>{children}</AntApp>
      </AntdConfig>
    </QueryClientProvider>
  );
}

/**
 * A platform resource with a state machine for the transition and timeline tests: tickets go from
 * open (1) to done (2) or refused (3, with a reason).
 */
const STATUS = ['', 'Open', 'Done', 'Refused'];

export const ticketResource = {
  prefix: '/admin/ticket',
  name: 'ticket',
  scope: 'platform' as const,
  operations: ['selectPage', 'selectById', 'export'] as const,
  title: both('Tickets'),
  sortFields: [],
  fields: {
    title: { label: both('Title'), in: ['list', 'filter', 'detail'] },
    status: {
      label: both('Status'),
      in: ['list', 'detail'],
      options: STATUS.map((text, value) => ({ value, label: both(text) })).slice(1),
    },
  } satisfies ResourceFields,
  schemas: {
    row: resourceRowBase.extend({ title: z.string(), status: z.number(), reason: z.string().nullable() }),
    create: z.object({}),
    update: z.object({}),
    filter: z.object({ title: z.string().optional() }),
  },
  transitions: {
    finish: {},
    refuse: { input: z.object({ reason: z.string().trim().min(1).max(200) }) },
  },
};
export type Ticket = z.infer<typeof ticketResource.schemas.row>;

export const ticket = (id: number, title: string, transitions: string[], status = 1): Ticket => ({
  id,
  version: 1,
  title,
  status,
  reason: null,
  transitions,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const ticketPage = defineResourcePage<Ticket>({
  resource: ticketResource,
  titleKey: 'Tickets',
  itemKey: 'ticket',
  fixedFilters: { kind: 'support' },
  transitions: {
    finish: { labelKey: 'Finish' },
    refuse: {
      labelKey: 'Refuse',
      danger: true,
      form: [{ name: 'reason', labelKey: 'Reason', textarea: true }],
    },
  },
});
