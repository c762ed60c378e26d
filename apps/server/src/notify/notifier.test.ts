import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DevOutbox, LogNotifier, type Notice, type Notifier, RoutingNotifier } from './notifier.ts';

class RecordingMail implements Notifier {
  readonly sent: Notice[] = [];
  canDeliver(to: string) {
    return to.includes('@');
  }
  async send(notice: Notice) {
    this.sent.push(notice);
  }
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'renli-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('notifier routing', () => {
  it('sends e-mail through SMTP and everything else to the dev outbox', async () => {
    const mail = new RecordingMail();
    const outbox = new DevOutbox(dir);
    const notifier = new RoutingNotifier(mail, outbox);
    await notifier.send({ to: 'a@b.cn', subject: 's', text: 't', code: '123456' });
    await notifier.send({ to: '13800000000', subject: 's', text: 't', code: '654321' });
    expect(mail.sent.map((n) => n.to)).toEqual(['a@b.cn']);
    expect(outbox.list('13800000000').map((e) => [e.to, e.code])).toEqual([['13800000000', '654321']]);
    expect(outbox.list('a@b.cn')).toEqual([]);
    expect(notifier.outbox).toBe(outbox);
    const log = await readFile(join(dir, 'outbox.log'), 'utf8');
    expect(JSON.parse(log.trim())).toMatchObject({ to: '13800000000', code: '654321' });
  });

  it('in production (no outbox) cannot deliver to a mobile number and says so', async () => {
    const notifier = new RoutingNotifier(new RecordingMail(), null);
    expect(notifier.canDeliver('13800000000')).toBe(false);
    expect(notifier.canDeliver('a@b.cn')).toBe(true);
    await expect(notifier.send({ to: '13800000000', subject: 's', text: 't' })).rejects.toThrow(/No channel/);
  });

  it('lists the newest entries first, filtered by address', async () => {
    const outbox = new DevOutbox(dir);
    for (const code of ['1', '2', '3']) await outbox.send({ to: 'x@y.cn', subject: 's', text: 't', code });
    await outbox.send({ to: 'other@y.cn', subject: 's', text: 't', code: '9' });
    expect(outbox.list('X@y.cn ').map((e) => e.code)).toEqual(['3', '2', '1']);
  });

  it('without SMTP and outbox (npm start) writes the code to the server log instead', async () => {
    const lines: string[] = [];
    const notifier = new RoutingNotifier(null, new LogNotifier((line) => lines.push(line)));
    expect(notifier.outbox).toBeNull();
    await notifier.send({ to: '13800000000', subject: 's', text: 't', code: '246810' });
    expect(lines).toEqual(['verification code for 13800000000: 246810']);
  });
});
