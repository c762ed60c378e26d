import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocales, setLanguage } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import type { GlobalSearchProps } from '../search/GlobalSearch.tsx';
import { SearchEntry, useGlobalSearchScreen } from './SearchEntry.tsx';

installBrowserStubs();

// The screen itself is the search folder's (tested there); this file tests the hand-over to it.
vi.mock('../search/GlobalSearch.tsx', () => ({
  GlobalSearch: ({ initialInput, placeholder, onEnd }: GlobalSearchProps) => (
    <>
      {/* biome-ignore lint/a11y/noAutofocus: the real screen focuses its box the same way. */}
      <input type="search" aria-label={placeholder} defaultValue={initialInput} autoFocus />
      <button type="button" onClick={onEnd}>
        取消
      </button>
    </>
  ),
}));

beforeEach(async () => {
  await setLanguage('zh-CN');
  await loadLocales('core');
});
afterEach(cleanup);

/** The panel's wiring: the entry until the screen has loaded, then the screen with what was typed. */
function Panel() {
  const [from, setFrom] = useState<string | null>(null);
  const Screen = useGlobalSearchScreen(from !== null);
  return from !== null && Screen ? (
    <Screen initialInput={from} placeholder="搜索" onOpen={() => undefined} onEnd={() => setFrom(null)} />
  ) : (
    <SearchEntry value={from ?? ''} onActivate={setFrom} />
  );
}

describe('conversation panel search entry', () => {
  it('keeps what is typed while the search screen loads, then hands it over focused', async () => {
    render(<Panel />);
    const entry = screen.getByRole('searchbox', { name: '搜索同事、联系人、群聊、聊天记录' });
    fireEvent.focus(entry);
    fireEvent.change(entry, { target: { value: '绩效' } });
    const box = await waitFor(() => screen.getByRole('searchbox', { name: '搜索' }));
    expect(box).toHaveProperty('value', '绩效');
    expect(document.activeElement).toBe(box);
  });

  it('comes back as the plain entry when the search is cancelled', async () => {
    render(<Panel />);
    fireEvent.focus(screen.getByRole('searchbox', { name: '搜索同事、联系人、群聊、聊天记录' }));
    const cancel = await waitFor(() => screen.getByRole('button', { name: '取消' }));
    fireEvent.click(cancel);
    expect(screen.getByRole('searchbox', { name: '搜索同事、联系人、群聊、聊天记录' })).toHaveProperty(
      'value',
      '',
    );
  });
});
