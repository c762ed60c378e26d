import type { z } from 'zod';

/**
 * One HTTP endpoint, declared once (docs/architecture.md, "Endpoints declared once"): the server
 * registers its handler against this object and the web client calls through it, so a path, its
 * method, its access and its schemas are written in exactly one place.
 */
export interface EndpointShape {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  /** `public` needs no session; `user` and `admin` need a session of that kind. */
  access: 'public' | 'user' | 'admin';
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The envelope's `data`; absent when the endpoint answers a file instead of an envelope. */
  data?: z.ZodType;
  /** The body is `multipart/form-data` (uploads, imports). */
  multipart?: boolean;
  /**
   * The body may also come as multipart text fields (spec: "Bodies are query, JSON, form-encoded or
   * multipart"; form-encoded bodies are read everywhere), as other clients' log-in forms send it.
   */
  form?: boolean;
}

/** An endpoint with the OpenAPI tag of the group that declared it. */
export type Endpoint<S extends EndpointShape = EndpointShape> = S & { tag: string };

/** Declares a module's endpoints under one OpenAPI tag. */
export function defineEndpoints<const G extends Record<string, EndpointShape>>(
  tag: string,
  group: G,
): { [K in keyof G]: Endpoint<G[K]> } {
  return Object.fromEntries(Object.entries(group).map(([name, shape]) => [name, { ...shape, tag }])) as {
    [K in keyof G]: Endpoint<G[K]>;
  };
}

type Part<S, K extends keyof EndpointShape, Name extends string> =
  S extends Record<K, infer T extends z.ZodType> ? { [P in Name]: z.input<T> } : { [P in Name]?: never };

/** What a caller sends: `body`, `query` and `params`, each only where the endpoint declares it. */
export type EndpointRequest<S extends EndpointShape> = Part<S, 'body', 'body'> &
  Part<S, 'query', 'query'> &
  Part<S, 'params', 'params'>;

/** What a handler receives once the server validated it. */
export interface EndpointInput<S extends EndpointShape> {
  body: S extends { body: infer T extends z.ZodType } ? z.output<T> : undefined;
  query: S extends { query: infer T extends z.ZodType } ? z.output<T> : undefined;
  params: S extends { params: infer T extends z.ZodType } ? z.output<T> : undefined;
}

/** The envelope's `data` as the client reads it. */
export type EndpointData<S extends EndpointShape> = S extends { data: infer T extends z.ZodType }
  ? z.output<T>
  : never;

/** The path with its `:name` segments filled in (URI-encoded). */
export function endpointUrl(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\/:([A-Za-z]+)\??/g, (_, name: string) => {
    const value = params?.[name];
    return value === undefined ? '' : `/${encodeURIComponent(String(value))}`;
  });
}
