import {
  type Endpoint,
  type EndpointData,
  type EndpointRequest,
  type EndpointShape,
  endpointUrl,
} from '@renli/contracts';
import { type DownloadedFile, type HttpClient, http, type RequestOptions } from './http.ts';

type CallOptions = Pick<RequestOptions<unknown>, 'silent' | 'signal'> & {
  /**
   * Which stored token goes along instead of the declared access's: 'none' for log-in calls that must
   * not touch a session, 'admin' for a public endpoint the back office calls.
   */
  auth?: RequestOptions<unknown>['auth'];
};

/** Nothing to send: the request argument may be left out. */
type Args<S extends EndpointShape> =
  object extends EndpointRequest<S>
    ? [request?: EndpointRequest<S>, options?: CallOptions]
    : [request: EndpointRequest<S>, options?: CallOptions];

const sessionOf = (access: EndpointShape['access']) => (access === 'admin' ? 'admin' : 'user');

/** The common part of every call: path, method, session kind and the query string. */
function requestOf(
  endpoint: Endpoint,
  request: EndpointRequest<EndpointShape> | undefined,
  options: CallOptions | undefined,
) {
  const { params, query } = (request ?? {}) as { params?: Record<string, string | number>; query?: object };
  return {
    url: endpointUrl(endpoint.path, params),
    method: endpoint.method,
    // Public endpoints still send the user's token when there is one (changing identity needs it).
    auth: options?.auth ?? sessionOf(endpoint.access),
    query: query as RequestOptions<unknown>['query'],
  } as const;
}

/**
 * Typed fetchers derived from the contracts (docs/architecture.md, "Endpoints declared once"):
 * `call(endpoints.selectProfile)` knows the path, the method, the session and the answer's schema.
 */
export function createEndpointClient(client: HttpClient) {
  function call<S extends EndpointShape>(endpoint: Endpoint<S>, ...[request, options]: Args<S>) {
    const { url, ...rest } = requestOf(endpoint, request, options);
    const body = (request as { body?: unknown } | undefined)?.body;
    return client.request<EndpointData<S>>(url, {
      ...options,
      ...rest,
      body: endpoint.method === 'POST' ? (body ?? {}) : undefined,
      ...(endpoint.data ? { schema: endpoint.data as RequestOptions<EndpointData<S>>['schema'] } : {}),
    });
  }

  /** Endpoints that answer a file (exports, import templates): the file and the name the server gave it. */
  function download<S extends EndpointShape>(endpoint: Endpoint<S>, ...[request, options]: Args<S>) {
    const { url, auth, query } = requestOf(endpoint, request, options);
    if (endpoint.method === 'GET') return client.downloadGet(url, { ...options, auth, query });
    return client.download(url, (request as { body?: unknown } | undefined)?.body, {
      ...options,
      auth,
    }) as Promise<DownloadedFile>;
  }

  /** Multipart endpoints (uploads, imports): the form, and the query or path parameters if any. */
  function upload<S extends EndpointShape>(
    endpoint: Endpoint<S>,
    form: FormData,
    request?: Omit<EndpointRequest<S>, 'body'>,
    options?: CallOptions,
  ) {
    const { url, auth, query } = requestOf(endpoint, request as EndpointRequest<EndpointShape>, options);
    return client.upload<EndpointData<S>>(url, form, {
      ...options,
      auth,
      query,
      ...(endpoint.data ? { schema: endpoint.data as RequestOptions<EndpointData<S>>['schema'] } : {}),
    });
  }

  return { call, download, upload };
}

export const { call, download, upload } = createEndpointClient(http);

/**
 * TanStack Query key of an endpoint's answer: its path first, so invalidating `[endpoint.path]`
 * reaches every input.
 */
export const endpointKey = <S extends EndpointShape>(endpoint: Endpoint<S>, request?: EndpointRequest<S>) =>
  request === undefined ? ([endpoint.path] as const) : ([endpoint.path, request] as const);
