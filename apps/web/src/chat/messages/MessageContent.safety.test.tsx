import type { Message } from '@renli/chat-sdk/browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { MessageContent } from './MessageContent.tsx';
import { customMessage, makeMessage, ownMessage } from './test-utils.ts';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const HTML = '<img src=x onerror=alert(1)><script>alert(2)</script><b>bold</b>';

/** No element a payload could have injected: only the component's own markup is allowed. */
function expectNoInjectedMarkup(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('b')).toBeNull();
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
}

describe('user text is rendered as text', () => {
  it.each<[string, Message]>([
    ['text', makeMessage({ payload: { text: HTML } })],
    [
      'file name',
      makeMessage({ type: 'TIMFileElem', payload: { fileUrl: '/f', fileName: HTML, fileSize: 1 } }),
    ],
    ['location', makeMessage({ type: 'TIMLocationElem', payload: { description: HTML, href: 'https://m' } })],
    ['merger', makeMessage({ type: 'TIMRelayElem', payload: { title: HTML, abstractList: [HTML] } })],
    [
      'service card',
      customMessage({ businessID: 'consultion' }, { extension: { title: HTML, description: HTML } }),
    ],
    ['evaluation', customMessage({ businessID: 'evaluate', score: 3, comment: HTML })],
    ['order card', customMessage({ businessID: 'order', title: HTML, description: HTML, price: HTML })],
    ['text link', customMessage({ businessID: 'text_link', text: HTML, link: 'https://a.b' })],
    [
      'custom description',
      makeMessage({ type: 'TIMCustomElem', payload: { data: '{}', description: HTML } }),
    ],
  ])('%s', (_, message) => {
    const { container } = render(<MessageContent message={message} />);
    expectNoInjectedMarkup(container);
    expect(container.textContent).toContain(HTML);
  });

  it('in names of tips and revoke notices', () => {
    const names = { evil: HTML };
    const { container } = render(
      <>
        <MessageContent
          message={makeMessage({
            type: 'TIMGroupTipElem',
            payload: { operationType: 1, operatorID: 'evil', userIDList: ['evil'] },
          })}
          names={names}
        />
        <MessageContent message={makeMessage({ isRevoked: true, from: 'evil', nick: HTML })} />
        <MessageContent
          message={customMessage({ businessID: 'group_create', opUser: 'evil' })}
          names={names}
        />
      </>,
    );
    expectNoInjectedMarkup(container);
    expect(screen.getAllByRole('note').map((n) => n.textContent)).toEqual([
      `${HTML} joined the group`,
      `${HTML} revoked a message`,
      `${HTML} created the group`,
    ]);
  });
});

describe('links and sources must be http(s)', () => {
  const evil = 'javascript:alert(1)';

  it('drops script URLs from files, locations, cards and media', () => {
    const { container } = render(
      <>
        <MessageContent
          message={makeMessage({ type: 'TIMFileElem', payload: { fileUrl: evil, fileName: 'a.pdf' } })}
        />
        <MessageContent
          message={makeMessage({
            type: 'TIMLocationElem',
            payload: { description: 'x', href: evil, url: evil },
          })}
        />
        <MessageContent
          message={customMessage({ businessID: 'order', title: 'o', link: evil, imageUrl: evil })}
        />
        <MessageContent message={customMessage({ businessID: 'text_link', text: 't', link: evil })} />
        <MessageContent
          message={customMessage(
            { businessID: 'consultion' },
            {
              extension: {
                title: 's',
                hyperlinks_text: { key: 'k', value: evil },
                item: [{ key: 'i', value: evil }],
              },
            },
          )}
        />
        <MessageContent
          message={makeMessage({
            type: 'TIMImageElem',
            payload: { imageInfoArray: [{ type: 0, url: evil, width: 1, height: 1 }] },
          })}
        />
        <MessageContent
          message={makeMessage({
            type: 'TIMVideoFileElem',
            payload: { remoteVideoUrl: evil, snapshotUrl: evil },
          })}
        />
        <MessageContent message={makeMessage({ type: 'TIMSoundElem', payload: { url: evil, second: 3 } })} />
      </>,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    for (const element of container.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).not.toMatch(/javascript/i);
    }
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('audio')).toBeNull();
    expect((screen.getByRole('button', { name: 'Play video' }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.textContent).toContain('a.pdf');
  });
});

describe('risk content', () => {
  it('tells the sender the text failed and others that they cannot view it', () => {
    const { rerender, container } = render(
      <MessageContent message={ownMessage({ hasRiskContent: true, payload: { text: 'secret' } })} />,
    );
    expect(container.textContent).toBe('Involves sensitive content, send failed');
    rerender(<MessageContent message={makeMessage({ hasRiskContent: true, payload: { text: 'secret' } })} />);
    expect(container.textContent).toBe('Involves sensitive content, cannot view');
  });

  it('replaces voice with "cannot listen" and blocks playing', () => {
    const { container } = render(
      <MessageContent
        message={makeMessage({
          type: 'TIMSoundElem',
          hasRiskContent: true,
          payload: { url: '/a.m4a', second: 3 },
        })}
      />,
    );
    expect(container.textContent).toBe('Involves sensitive content, cannot listen');
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('replaces images, videos and files with a placeholder: nothing to see, play or download', () => {
    const preview = vi.fn();
    const { container } = render(
      <>
        <MessageContent
          message={makeMessage({
            type: 'TIMImageElem',
            hasRiskContent: true,
            payload: { imageInfoArray: [{ type: 0, url: '/i.png', width: 10, height: 10 }] },
          })}
          onPreviewImage={preview}
        />
        <MessageContent
          message={makeMessage({
            type: 'TIMVideoFileElem',
            hasRiskContent: true,
            payload: { remoteVideoUrl: '/v.mp4', snapshotUrl: '/s.png' },
          })}
        />
        <MessageContent
          message={makeMessage({
            type: 'TIMFileElem',
            hasRiskContent: true,
            payload: { fileUrl: '/f.pdf', fileName: 'f.pdf', fileSize: 1 },
          })}
        />
      </>,
    );
    expect(container.querySelectorAll('img, video, a, button')).toHaveLength(0);
    expect(container.querySelectorAll('.rl-chat-risk-media')).toHaveLength(3);
    expect(container.textContent).not.toContain('f.pdf');
  });
});

describe('revoked messages', () => {
  it("names the sender of someone else's revoked message", () => {
    render(
      <MessageContent message={makeMessage({ isRevoked: true, revoker: 'bob' })} names={{ bob: 'Bobby' }} />,
    );
    expect(screen.getByRole('note').textContent).toBe('Bobby revoked a message');
  });

  it('offers re-editing own revoked text when allowed', () => {
    const onReEdit = vi.fn();
    const message = ownMessage({ isRevoked: true, revoker: 'alice' });
    const { rerender } = render(
      <MessageContent message={message} me="alice" canReEdit onReEdit={onReEdit} />,
    );
    expect(screen.getByRole('note').textContent).toBe('You revoked a messageRe-edit');
    fireEvent.click(screen.getByRole('button', { name: 'Re-edit' }));
    expect(onReEdit).toHaveBeenCalledWith(message);

    rerender(<MessageContent message={message} me="alice" canReEdit={false} onReEdit={onReEdit} />);
    expect(screen.queryByRole('button')).toBeNull();
    const image = ownMessage({ isRevoked: true, type: 'TIMImageElem', payload: {} });
    rerender(<MessageContent message={image} me="alice" canReEdit onReEdit={onReEdit} />);
    expect(screen.getByRole('note').textContent).toBe('You revoked a message');
  });

  it('says "You" to an admin who revoked a member\'s message, without re-edit', () => {
    render(
      <MessageContent
        message={makeMessage({ isRevoked: true, revoker: 'admin' })}
        me="admin"
        canReEdit
        onReEdit={() => {}}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('You revoked a message');
  });
});
