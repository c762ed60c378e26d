import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// "Endpoints declared once" (docs/architecture.md): a web feature calls a declared endpoint with
// `call`, `download` or `upload` and keys its queries with `endpointKey(endpoint, input)`, so it
// never writes an API path or names a query key by hand.
const root = join(import.meta.dirname, '..');
const FEATURES = 'apps/web/src/features';

/** The http client's requests: a feature passing one a path wrote the path by hand. */
const HTTP_METHODS = new Set(['get', 'post', 'download', 'downloadGet', 'upload', 'request']);
/** QueryClient methods whose first argument is a query key (the others take `{ queryKey }`). */
const KEY_ARGUMENT = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'getQueryDefaults',
  'setQueryDefaults',
  'getMutationDefaults',
  'setMutationDefaults',
]);
/** Where a key is kept: the `queryKey`/`mutationKey` option, or a holder named `key`, `keys`, `fooKeys`. */
const KEY_NAME = /^(query|mutation)Key$|keys?$/i;

/** Files not moved onto declarations yet, with what they still write by hand; the list only shrinks. */
const PENDING: Record<string, string[]> = {};

const isText = (node: ts.Node) => ts.isStringLiteralLike(node) || ts.isTemplateExpression(node);

/** `http.post('/path', …)` and the like. */
const isHttpCall = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) &&
  ts.isIdentifier(call.expression.expression) &&
  call.expression.expression.text === 'http' &&
  HTTP_METHODS.has(call.expression.name.text);

/**
 * Whether an array literal is used as a query key: as the key option, as a QueryClient method's key
 * argument, or kept under a key-like name (`keys = { all: [...], one: (id) => [...] }`).
 */
function holdsKey(array: ts.Node): boolean {
  let node = array;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isObjectLiteralExpression(parent) ||
      (ts.isArrowFunction(parent) && parent.body === node)
    ) {
      continue;
    }
    if (
      (ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) &&
      parent.initializer === node
    ) {
      if (KEY_NAME.test(parent.name.getText())) return true;
      continue;
    }
    return (
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      ts.isPropertyAccessExpression(parent.expression) &&
      KEY_ARGUMENT.has(parent.expression.name.text)
    );
  }
  return false;
}

/** What a source file writes by hand: API paths given to the http client, and query key literals. */
function handWritten(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isHttpCall(node) && node.arguments[0] && isText(node.arguments[0])) {
      found.push(`path ${node.expression.getText()}(${node.arguments[0].getText()}, …)`);
    }
    if (ts.isArrayLiteralExpression(node) && node.elements[0] && isText(node.elements[0]) && holdsKey(node)) {
      const shown = ts.isAsExpression(node.parent) ? node.parent : node;
      found.push(`key ${shown.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function featureSources() {
  const entries = await readdir(join(root, FEATURES), { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(join(root, file), 'utf8') })));
}

describe('web features call declared endpoints', () => {
  it('finds hand-written paths and keys, and passes endpoint calls and endpointKey', () => {
    const sample = `
      const keys = { all: ['notes'] as const, one: (id: number) => ['notes', 'one', id] as const };
      export const list = () => http.post('/note/selectPage', {});
      export const file = () => http.download(\`/note/export\`, {});
      export const useNotes = () => useQuery({ queryKey: ['notes', 'list'], queryFn: list });
      export const peek = (client: QueryClient) => client.getQueryData(['notes']);
      export const useNote = (id: number) =>
        useQuery({ queryKey: endpointKey(api.one, { params: { id } }), queryFn: () => call(api.one) });
      export const TABS = ['all', 'unread'] as const;
      export const item = <Form.Item name={['extra', 'amount']} />;
    `;
    expect(handWritten('sample.tsx', sample)).toEqual([
      "key ['notes'] as const",
      "key ['notes', 'one', id] as const",
      "path http.post('/note/selectPage', …)",
      'path http.download(`/note/export`, …)',
      "key ['notes', 'list']",
      "key ['notes']",
    ]);
  });

  it('leaves no hand-written path or query key in a feature, except the shrinking pending list', async () => {
    const found = Object.fromEntries(
      (await featureSources())
        .map(({ file, text }) => [file, handWritten(file, text)] as const)
        .filter(([, hand]) => hand.length > 0),
    );
    expect(found).toEqual(PENDING);
  });
});
