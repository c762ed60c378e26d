/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT } from './constants.ts';

/** The layers of `Chat` (chat.ts); a method without `private`/`protected` is public API. */
const LAYERS = ['session', 'creating', 'messaging', 'conversation-list', 'relations', 'groups'];
const dir = 'packages/chat-sdk';
const readme = readFileSync(`${dir}/README.md`, 'utf8');

function publicMethods(): string[] {
  const names = new Set<string>();
  for (const layer of LAYERS) {
    const source = readFileSync(`${dir}/src/${layer}.ts`, 'utf8');
    for (const [, name] of source.matchAll(/^ {2}(?:async )?([a-zA-Z]+)(?:<[^(]*>)?\(/gm))
      if (name !== 'constructor') names.add(name as string);
  }
  return [...names].sort();
}

describe('README (issue 17)', () => {
  it('has a compatibility row for every public method of Chat', () => {
    const methods = publicMethods();
    expect(methods.length).toBeGreaterThan(80);
    const table = readme.slice(readme.indexOf('## Compatibility'), readme.indexOf('## Types'));
    expect(methods.filter((name) => !table.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('lists every event', () => {
    const events = readme.slice(readme.indexOf('## Events'), readme.indexOf('## Error codes'));
    expect(Object.keys(EVENT).filter((name) => !events.includes(`\`${name}\``))).toEqual([]);
  });
});
