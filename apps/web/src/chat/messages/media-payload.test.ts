import { describe, expect, it } from 'vitest';
import { audioView, fileView, imageView, locationView, mergerView, videoView } from './media-payload.ts';

describe('imageView', () => {
  const infos = [
    { type: 0, url: '/files/o.png', width: 2000, height: 1000 },
    { type: 1, url: '/files/o.png', width: 2000, height: 1000 },
    { type: 2, url: '/files/p.webp', width: 400, height: 200 },
  ];

  it('shows the preview (type 2) and keeps the original for the previewer', () => {
    expect(imageView({ imageInfoArray: infos })).toEqual({
      url: '/files/p.webp',
      width: 400,
      height: 200,
      originalUrl: '/files/o.png',
    });
  });

  it('falls back to the original, and to its size when the preview has none', () => {
    expect(imageView({ imageInfoArray: [infos[0]] })).toMatchObject({ url: '/files/o.png', width: 2000 });
    expect(
      imageView({ imageInfoArray: [infos[0], { type: 2, url: '/p', width: 0, height: 0 }] }),
    ).toMatchObject({
      url: '/p',
      width: 2000,
      height: 1000,
    });
  });

  it('is undefined without image infos (still uploading)', () => {
    expect(imageView({ file: {} })).toBeUndefined();
    expect(imageView({ imageInfoArray: 'x' })).toBeUndefined();
  });
});

describe('other media views', () => {
  it('read video, audio, file, location and merger payloads defensively', () => {
    expect(
      videoView({
        remoteVideoUrl: '/v.mp4',
        snapshotUrl: '/s.png',
        snapshotWidth: 640,
        snapshotHeight: 360,
        videoSecond: 9,
      }),
    ).toEqual({ url: '/v.mp4', poster: '/s.png', width: 640, height: 360, seconds: 9 });
    expect(videoView({ remoteVideoUrl: '/v.mp4', thumbUrl: '/t.png' }).poster).toBe('/t.png');
    expect(audioView({ url: '/a.m4a', second: 12 })).toEqual({ url: '/a.m4a', seconds: 12 });
    expect(audioView({ second: -1 })).toEqual({ url: '', seconds: 0 });
    expect(fileView({ fileUrl: '/f.pdf', fileName: 'a.pdf', fileSize: 10 })).toEqual({
      url: '/f.pdf',
      name: 'a.pdf',
      size: 10,
    });
    expect(fileView({ fileUrl: '/f.pdf', name: 'b.pdf', size: '20' })).toEqual({
      url: '/f.pdf',
      name: 'b.pdf',
      size: 20,
    });
    expect(locationView({ description: 'HQ', href: 'https://map/x', url: 'https://map/x.png' })).toEqual({
      description: 'HQ',
      href: 'https://map/x',
      mapUrl: 'https://map/x.png',
    });
    expect(mergerView({ title: 'T', abstractList: ['a: 1', '', 2] })).toEqual({
      title: 'T',
      abstracts: ['a: 1', '2'],
    });
    expect(mergerView({ title: 'T', compatibleText: 'old client' })).toEqual({
      title: 'T',
      abstracts: ['old client'],
    });
  });
});
