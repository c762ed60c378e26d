import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { faceUrl } from '../emoji/index.ts';
import { MessageContent } from './MessageContent.tsx';
import { callMessage, customMessage, makeMessage, ownMessage } from './test-utils.ts';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const image = (width = 1200, height = 800) =>
  makeMessage({
    type: 'TIMImageElem',
    payload: {
      imageFormat: 3,
      imageInfoArray: [
        { type: 0, url: '/files/o.png', width, height },
        { type: 2, url: '/files/p.png', width: width / 4, height: height / 4 },
      ],
    },
  });

describe('MessageContent: text, image, audio, video', () => {
  it('renders text with inline emoji and no auto-linked URLs', () => {
    const { container } = render(
      <MessageContent message={makeMessage({ payload: { text: 'hi [Renli_Smile] https://x.y' } })} />,
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe('[Smile]');
    expect(container.textContent).toBe('hi  https://x.y');
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders the preview image in a box of at most 300 px and opens the previewer', () => {
    const onPreviewImage = vi.fn();
    const message = image();
    render(<MessageContent message={message} onPreviewImage={onPreviewImage} />);
    const button = screen.getByRole('button', { name: 'View full image' });
    expect(button.style.width).toBe('300px');
    expect(button.style.height).toBe('200px');
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toBe('/files/p.png');
    fireEvent.click(button);
    expect(onPreviewImage).toHaveBeenCalledWith(message);
  });

  it('narrows images on mobile to viewport - 180', () => {
    render(<MessageContent message={image(1000, 1000)} mobile viewportWidth={360} />);
    expect(screen.getByRole('button', { name: 'View full image' }).style.width).toBe('180px');
  });

  it('plays and pauses voice, with a 10 px per second bar', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { container } = render(
      <MessageContent
        message={makeMessage({ type: 'TIMSoundElem', payload: { url: '/files/a.m4a', second: 7 } })}
      />,
    );
    const button = screen.getByRole('button', { name: 'Play voice message' });
    expect(button.style.width).toBe('90px');
    expect(button.textContent).toBe('7″');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/files/a.m4a');
    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause voice message' }));
    expect(pause).toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the video poster and plays it in a player with controls on click', () => {
    const message = makeMessage({
      type: 'TIMVideoFileElem',
      payload: {
        remoteVideoUrl: '/files/v.mp4',
        snapshotUrl: '/files/s.png',
        snapshotWidth: 1920,
        snapshotHeight: 1080,
        videoSecond: 75,
      },
    });
    const { container } = render(<MessageContent message={message} mobile viewportWidth={400} />);
    const poster = screen.getByRole('button', { name: 'Play video' });
    expect(poster.style.width).toBe('228px');
    expect(screen.getByRole('img', { name: 'Video poster' }).getAttribute('src')).toBe('/files/s.png');
    expect(poster.textContent).toBe('01:15');
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(poster);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/v.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });
});

describe('MessageContent: file, face, location, merger', () => {
  it('renders a file card that downloads the file', () => {
    render(
      <MessageContent
        message={makeMessage({
          type: 'TIMFileElem',
          payload: { fileUrl: '/files/r.pdf', fileName: '简历.pdf', fileSize: 1536 },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Download file 简历.pdf' });
    expect(link.getAttribute('href')).toBe('/files/r.pdf');
    expect(link.getAttribute('download')).toBe('简历.pdf');
    expect(link.textContent).toBe('简历.pdf1.5 KB');
  });

  it('renders a sticker, or a fallback for an unknown one', () => {
    const { rerender } = render(
      <MessageContent
        message={makeMessage({ type: 'TIMFaceElem', payload: { index: 1, data: 'pets-cat' } })}
      />,
    );
    const url = faceUrl(1, 'pets-cat');
    expect(url).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sticker' }).getAttribute('src')).toBe(url);
    rerender(
      <MessageContent message={makeMessage({ type: 'TIMFaceElem', payload: { index: 9, data: 'x' } })} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('[Sticker]')).toBeTruthy();
  });

  it('renders a location with its map, opening the link in a new tab without opener', () => {
    render(
      <MessageContent
        message={makeMessage({
          type: 'TIMLocationElem',
          payload: {
            description: '深圳湾',
            longitude: 113.9,
            latitude: 22.5,
            href: 'https://map.example.com/?q=1',
            url: 'https://map.example.com/static.png',
          },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'View location' });
    expect(link.getAttribute('href')).toBe('https://map.example.com/?q=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Location map' }).getAttribute('src')).toBe(
      'https://map.example.com/static.png',
    );
    expect(link.textContent).toContain('深圳湾');
  });

  it('renders a merged forward with its abstract and opens it', () => {
    const onOpenMerger = vi.fn();
    const message = makeMessage({
      type: 'TIMRelayElem',
      payload: {
        title: 'Chat of Alice and Bob',
        abstractList: ['Alice: hi', 'Bob: hello'],
        compatibleText: '',
      },
    });
    render(<MessageContent message={message} onOpenMerger={onOpenMerger} />);
    const button = screen.getByRole('button', { name: 'Open chat history' });
    expect(button.textContent).toBe('Chat of Alice and BobAlice: hiBob: helloChat history');
    fireEvent.click(button);
    expect(onOpenMerger).toHaveBeenCalledWith(message);
  });
});

describe('MessageContent: custom messages', () => {
  it('renders a service card with its links, items and description', () => {
    render(
      <MessageContent
        message={customMessage(
          { businessID: 'consultion' },
          {
            extension: {
              title: 'FAQ',
              hyperlinks_text: { key: 'More', value: 'https://help.example.com' },
              item: [
                { key: 'Invoices', value: 'https://help.example.com/i' },
                { key: 'Hours', value: '9-18' },
              ],
              description: 'Pick one',
            },
          },
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('https://help.example.com');
    expect(screen.getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe(
      'https://help.example.com/i',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Invoices', 'Hours 9-18']);
    expect(screen.getByText('FAQ')).toBeTruthy();
    expect(screen.getByText('Pick one')).toBeTruthy();
  });

  it('renders an evaluation with lit stars and the comment', () => {
    const { container } = render(
      <MessageContent
        message={customMessage({ businessID: 'evaluate', version: 1, score: 4, comment: 'Great' })}
      />,
    );
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(container.querySelectorAll('.rl-chat-star')).toHaveLength(5);
    expect(container.querySelectorAll('.rl-chat-star-on')).toHaveLength(4);
    expect(screen.getByText('Great')).toBeTruthy();
  });

  it('renders an order card linking to the order', () => {
    render(
      <MessageContent
        message={customMessage({
          businessID: 'order',
          imageUrl: 'https://img.example.com/p.png',
          title: 'Plan',
          description: 'One year',
          price: '¥199',
          link: 'https://shop.example.com/o/1',
        })}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://shop.example.com/o/1');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('PlanOne year¥199');
    expect(screen.getByRole('img', { name: 'Product image' }).getAttribute('src')).toBe(
      'https://img.example.com/p.png',
    );
  });

  it('renders a text link', () => {
    render(
      <MessageContent
        message={customMessage({ businessID: 'text_link', text: 'Welcome', link: 'https://a.b' })}
      />,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details >>' }).getAttribute('href')).toBe('https://a.b');
  });

  it('renders the group creation notice as a tip row', () => {
    render(
      <MessageContent
        message={customMessage({ businessID: 'group_create', version: 1, opUser: 'alice' })}
        names={{ alice: 'Alice' }}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('Alice created the group');
  });

  it("names the group's creator by the notice's own nick (it is sent as them)", () => {
    render(
      <MessageContent
        message={customMessage(
          { businessID: 'group_create', version: 1, opUser: '10006' },
          { from: '10006', nick: '陈静' },
        )}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('陈静 created the group');
  });

  it('shows the description of unknown custom messages, else a generic label', () => {
    const { rerender } = render(
      <MessageContent
        message={customMessage({ businessID: 'poll' }, { payload: { data: '{}', description: '[Poll]' } })}
      />,
    );
    expect(screen.getByText('[Poll]')).toBeTruthy();
    rerender(<MessageContent message={customMessage({ businessID: 'poll' })} />);
    expect(screen.getByText('[Unsupported message]')).toBeTruthy();
  });

  it.each([
    [callMessage(1, { call_type: 1, call_end: 83 }), 'Call duration 01:23', 'Voice call'],
    [callMessage(2, { call_type: 2 }), 'Cancelled', 'Video call'],
    [callMessage(4), 'Declined', 'Voice call'],
    [callMessage(5), 'No answer', 'Voice call'],
    [callMessage(3), 'Answered', 'Voice call'],
    [callMessage(4, { call_type: 1, line_busy: 'line_busy' }), 'Line busy', 'Voice call'],
    [callMessage(1), 'Call started', 'Voice call'],
  ])('renders call records: %#', (message, text, icon) => {
    const { container } = render(<MessageContent message={message} />);
    expect(container.textContent).toBe(text);
    expect(screen.getByRole('img', { name: icon })).toBeTruthy();
  });

  it('speaks Chinese by default', async () => {
    await i18n.changeLanguage('zh-CN');
    const { container } = render(<MessageContent message={callMessage(1, { call_type: 1, call_end: 83 })} />);
    expect(container.textContent).toBe('通话时长 01:23');
  });
});

describe('MessageContent: tips', () => {
  it('renders a group tip as a centred sentence with known names', () => {
    render(
      <MessageContent
        message={makeMessage({
          type: 'TIMGroupTipElem',
          conversationType: 'GROUP',
          payload: { operationType: 3, operatorID: 'alice', userIDList: ['bob'] },
        })}
        names={{ alice: 'Alice', bob: 'Bob' }}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('Bob was removed from the group by Alice');
  });

  it('labels message types it does not know', () => {
    // biome-ignore lint/suspicious/noExplicitAny: a type from a newer server
    render(<MessageContent message={ownMessage({ type: 'TIMFutureElem' as any })} />);
    expect(screen.getByText('[Unsupported message]')).toBeTruthy();
  });
});
