import { stdSerializers } from 'pino';

type Serialized = Record<string, unknown>;

/** Drizzle puts the statement's parameters (people's data, password digests) into the message. */
const withoutParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\nparams: [\s\S]*$/, '') : text;

/** PostgreSQL's `detail` and `where` quote row values ("Key (login_code)=(…) already exists"). */
const VALUE_FIELDS = ['params', 'detail', 'where', 'parameters'];

function scrub(error: Serialized): Serialized {
  for (const field of VALUE_FIELDS) delete error[field];
  error.message = withoutParams(error.message);
  if (typeof error.stack === 'string') {
    const [head, ...frames] = error.stack.split('\n    at ');
    error.stack = [withoutParams(head), ...frames].join('\n    at ');
  }
  return error;
}

/** What helps to act on a database error without quoting data: its code and where it happened. */
const CAUSE_FIELDS = ['name', 'message', 'code', 'severity', 'constraint', 'table', 'column', 'routine'];

function summariseCause(cause: unknown): Serialized | undefined {
  if (typeof cause !== 'object' || cause === null) return undefined;
  const summary: Serialized = {};
  for (const field of CAUSE_FIELDS) {
    const value = (cause as Serialized)[field];
    if (value !== undefined) summary[field] = field === 'message' ? withoutParams(value) : value;
  }
  return summary;
}

/**
 * The logger's `err` serializer: pino's, minus every statement parameter and quoted row value, so a
 * failing query logs its SQL and error code but never the data it carried (docs/security.md).
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  const cause = summariseCause(error.cause);
  return Object.assign(scrub(serialized), cause ? { cause } : {}) as typeof serialized;
}
