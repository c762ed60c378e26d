import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { ResourcePage } from './ResourcePage.tsx';
import { fakeServer, Providers, page, widget, widgetPage, widgetResource } from './resource-test-kit.tsx';
import { defineResourcePage } from './types.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  setToken('user', 'user-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = defineResourcePage({ ...widgetPage, resource: { ...widgetResource, comments: true } });
const comment = (id: number, at: string, body: string, mine: boolean) => ({
  id,
  at,
  who: mine ? 'Me' : 'Colleague Li',
  whoKind: 'user',
  body,
  attachments: mine ? [] : [{ name: '合同.pdf', url: `/files/${'b'.repeat(64)}.pdf` }],
  mine,
});

/** A fake server holding one colleague's comment; posting and removing change what it answers. */
function serve() {
  let stored = [comment(5, '2026-02-01T08:00:00.000Z', 'Please check the note', false)];
  const server = fakeServer({
    '/widget/selectPage': () => page([widget(1, 'Alpha')]),
    '/widget/selectById/1': () => ({ data: widget(1, 'Alpha') }),
    '/widget/selectTimeline/1': () => ({
      data: [
        {
          id: 3,
          at: '2026-01-01T00:00:00.000Z',
          action: 'insert',
          transition: null,
          label: 'Created',
          who: 'Owner',
          whoKind: 'user',
          changes: [],
        },
      ],
    }),
    '/widget/selectComments/1': () => ({ data: stored }),
    '/widget/addComment': (body) => {
      stored = [...stored, comment(6, '2026-03-01T08:00:00.000Z', (body as { body: string }).body, true)];
      return { data: { id: 6 } };
    },
    '/widget/deleteComment': () => {
      stored = stored.filter((c) => c.id !== 6);
      return { data: { deleted: 1 } };
    },
  });
  render(
    <Providers>
      <ResourcePage config={config} />
    </Providers>,
  );
  return server;
}

/** Opens the row's detail drawer on its timeline tab. */
async function openTimeline() {
  const row = (await screen.findByText('Alpha')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(within(drawer).getByRole('tab', { name: 'Timeline' }));
  return drawer;
}

async function post(drawer: HTMLElement, text: string) {
  fireEvent.change(await within(drawer).findByLabelText('Write a comment…'), { target: { value: text } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(within(drawer).getAllByTestId('timeline-comment')).toHaveLength(2));
}

describe('comments on the timeline', () => {
  it('shows comments among the changes, newest first, with their files, and posts a new one', async () => {
    const server = serve();
    const drawer = await openTimeline();
    const first = await within(drawer).findByTestId('timeline-comment');
    expect(first.textContent).toContain('Colleague Li');
    expect(first.textContent).toContain('Please check the note');
    expect(
      within(first)
        .getByRole('link', { name: /合同\.pdf/ })
        .getAttribute('href'),
    ).toContain('?name=');
    // Not mine: no delete button.
    expect(within(first).queryByRole('button', { name: 'Delete' })).toBeNull();

    await post(drawer, 'Done, thanks');
    expect(server.bodiesOf('/addComment')).toEqual([{ id: 1, body: 'Done, thanks', attachments: [] }]);
    const all = within(drawer).getAllByTestId(/timeline-(comment|entry)/);
    expect(all.map((el) => el.textContent)).toEqual([
      expect.stringContaining('Done, thanks'),
      expect.stringContaining('Please check the note'),
      expect.stringContaining('Created'),
    ]);
  });

  it('lets the author remove their own comment', async () => {
    const server = serve();
    const drawer = await openTimeline();
    await post(drawer, 'Typo');
    const mine = within(drawer).getAllByTestId('timeline-comment')[0]!;
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /OK|Yes/ }));
    await waitFor(() => expect(server.bodiesOf('/deleteComment')).toEqual([{ commentId: 6 }]));
  });
});
