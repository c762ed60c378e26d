import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, screenshot } from '../support/browser.ts';
import { type ChatPerson, MOBILE, personAt, rowWith } from '../support/chat-ui.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let zhao: ChatPerson; // desktop, 13700000010: the caller
let qian: ChatPerson; // phone 390x844, 13700000011: rings on a platform screen

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // Host candidates as plain addresses: both pages share one machine and no STUN server.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  zhao = await personAt(browser, baseURL, '13700000010');
  qian = await personAt(browser, baseURL, '13700000011', MOBILE);
  for (const person of [zhao, qian]) {
    await person.page.context().grantPermissions(['camera', 'microphone'], { origin: baseURL });
  }
});
afterAll(async () => {
  await zhao?.close();
  await qian?.close();
  await browser?.close();
});

const callScreen = (page: Page) => page.getByTestId('call-screen');
const phaseOf = (page: Page) =>
  callScreen(page)
    .getAttribute('data-phase', { timeout: 1000 })
    .catch(() => null);

/** The first remote video's size and playback position. */
const remoteVideo = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-testid=call-remote-video]');
    return video ? { width: video.videoWidth, time: video.currentTime } : null;
  });

/** Whether my own microphone / camera track is switched on. */
const localTrack = (page: Page, kind: 'audio' | 'video') =>
  page.evaluate((k) => {
    const video = document.querySelector<HTMLVideoElement>('video[data-testid=call-local-video]');
    const stream = video?.srcObject as MediaStream | null;
    const track = k === 'audio' ? stream?.getAudioTracks()[0] : stream?.getVideoTracks()[0];
    return track ? track.enabled && track.readyState === 'live' : null;
  }, kind);

async function expectRemoteVideoPlaying(page: Page) {
  await expect
    .poll(async () => (await remoteVideo(page))?.width ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const first = (await remoteVideo(page))?.time ?? 0;
  await expect
    .poll(async () => (await remoteVideo(page))?.time ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(first);
}

describe('one-to-one calls over WebRTC, signalled through the chat', () => {
  it('rings a video call on a platform screen, connects both ways, mutes and hangs up', async () => {
    await qian.page.goto('/#/oa');
    await qian.page.locator('.rl-chat-entry').waitFor();
    await zhao.page.goto(`/#/im/C2C${qian.userID}`);
    await zhao.page.getByRole('button', { name: '视频通话' }).click();

    await expect.poll(() => phaseOf(zhao.page), { timeout: 15_000 }).toBe('outgoing');
    await expect.poll(() => phaseOf(qian.page), { timeout: 15_000 }).toBe('incoming');
    await expect.poll(() => callScreen(qian.page).textContent()).toContain('邀请你进行视频通话');
    await screenshot(qian.page, 'call-ringing-phone');
    await screenshot(zhao.page, 'call-outgoing-desktop');

    await callScreen(qian.page).getByRole('button', { name: '接听' }).click();
    await expect.poll(() => phaseOf(zhao.page), { timeout: 20_000 }).toBe('inCall');
    await expect.poll(() => phaseOf(qian.page), { timeout: 20_000 }).toBe('inCall');
    await expectRemoteVideoPlaying(zhao.page);
    await expectRemoteVideoPlaying(qian.page);
    await expect.poll(() => zhao.page.getByTestId('call-timer').textContent()).toMatch(/^00:0[1-9]$/);
    await screenshot(zhao.page, 'call-in-call-desktop');
    await screenshot(qian.page, 'call-in-call-phone');

    const controls = callScreen(zhao.page);
    expect(await localTrack(zhao.page, 'audio')).toBe(true);
    await controls.getByRole('button', { name: '静音' }).click();
    expect(await localTrack(zhao.page, 'audio')).toBe(false);
    await controls.getByRole('button', { name: '关闭摄像头' }).click();
    expect(await localTrack(zhao.page, 'video')).toBe(false);
    await controls.getByRole('button', { name: '打开摄像头' }).click();
    expect(await localTrack(zhao.page, 'video')).toBe(true);

    await zhao.page.waitForTimeout(3000);
    await controls.getByRole('button', { name: '挂断' }).click();
    await callScreen(zhao.page).waitFor({ state: 'detached', timeout: 10_000 });
    await callScreen(qian.page).waitFor({ state: 'detached', timeout: 10_000 });

    // One record, in both histories, with the call's length.
    const record = rowWith(zhao.page, '通话时长');
    await record.waitFor();
    expect(await record.textContent()).toMatch(/通话时长 00:0[3-9]/);
    expect(await record.locator('[aria-label="视频通话"]').count()).toBe(1);
    await qian.page.goto(`/#/im/C2C${zhao.userID}`);
    const seen = rowWith(qian.page, '通话时长');
    await seen.waitFor();
    expect(await seen.textContent()).toBe(await record.textContent());
    await expect.poll(() => qian.page.locator('[data-testid=message-list] .rl-chat-call').count()).toBe(1);
  });

  it('records a declined voice call as declined on both sides', async () => {
    await zhao.page.getByRole('button', { name: '语音通话' }).click();
    await expect.poll(() => phaseOf(qian.page), { timeout: 15_000 }).toBe('incoming');
    await expect.poll(() => callScreen(qian.page).textContent()).toContain('邀请你进行语音通话');
    await callScreen(qian.page).getByRole('button', { name: '拒绝' }).click();
    await expect.poll(() => callScreen(zhao.page).textContent(), { timeout: 10_000 }).toContain('已拒绝');
    await callScreen(zhao.page).waitFor({ state: 'detached', timeout: 10_000 });

    for (const page of [zhao.page, qian.page]) {
      const row = rowWith(page, '已拒绝');
      await row.waitFor();
      expect(await row.locator('[aria-label="语音通话"]').count()).toBe(1);
    }
    expect(zhao.errors).toEqual([]);
    expect(qian.errors).toEqual([]);
  });
});
