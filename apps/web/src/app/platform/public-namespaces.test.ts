import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../lib/i18n.ts';
import { publicNamespaces } from './public-namespaces.ts';

describe('publicNamespaces', () => {
  it('names the features drawing public pages, and only those', () => {
    // auth draws /login, /register, /aLogin...; company draws /try. Staff screens are all behind login.
    expect([...publicNamespaces].sort()).toEqual(['auth', 'company']);
  });

  it('names namespaces that exist', () => {
    expect(publicNamespaces.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });
});
