import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxEntry } from '@renli/contracts';
import nodemailer from 'nodemailer';

export interface Notice {
  to: string;
  subject: string;
  text: string;
  /** The one-time code inside the text, kept separately so the dev outbox can show it plainly. */
  code?: string;
}

export interface Notifier {
  /** Whether a message to this address would actually leave the machine. */
  canDeliver(to: string): boolean;
  send(notice: Notice): Promise<void>;
}

const isEmail = (to: string) => to.includes('@');

/**
 * Development outbox (DEV_OUTBOX=1): every notice is appended to DATA_DIR/outbox.log and kept in
 * memory for `GET /anon/devOutbox` (loopback clients only). Never used in production.
 */
export class DevOutbox implements Notifier {
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly dataDir: string) {}

  canDeliver() {
    return true;
  }

  async send(notice: Notice) {
    const entry: OutboxEntry = { ...notice, code: notice.code ?? null, createdAt: new Date().toISOString() };
    this.entries.push(entry);
    if (this.entries.length > 500) this.entries.shift();
    await mkdir(this.dataDir, { recursive: true });
    await appendFile(join(this.dataDir, 'outbox.log'), `${JSON.stringify(entry)}\n`);
  }

  /** The newest notices to one address; there is no listing of everyone's. */
  list(to: string): OutboxEntry[] {
    const address = to.trim().toLowerCase();
    return this.entries
      .filter((e) => e.to === address)
      .slice(-20)
      .reverse();
  }
}

/**
 * Without SMTP and without the dev outbox, outside production: the code goes to the server log, so
 * whoever runs `npm start` on their machine can still register (the log is theirs, not the network's).
 */
export class LogNotifier implements Notifier {
  constructor(private readonly log: (line: string) => void) {}

  canDeliver() {
    return true;
  }

  async send(notice: Notice) {
    this.log(`verification code for ${notice.to}: ${notice.code ?? notice.text}`);
  }
}

export class SmtpNotifier implements Notifier {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  canDeliver(to: string) {
    return isEmail(to);
  }

  async send(notice: Notice) {
    await this.transport.sendMail({
      from: this.from,
      to: notice.to,
      subject: notice.subject,
      text: notice.text,
    });
  }
}

/**
 * E-mail goes through SMTP when configured; everything else to the local channel when there is one:
 * the dev outbox, or the server log (`LogNotifier`).
 */
export class RoutingNotifier implements Notifier {
  constructor(
    private readonly smtp: Notifier | null,
    private readonly local: Notifier | null,
  ) {}

  /** The dev outbox when it is the local channel (`GET /anon/devOutbox` reads it). */
  get outbox(): DevOutbox | null {
    return this.local instanceof DevOutbox ? this.local : null;
  }

  canDeliver(to: string) {
    return Boolean(this.smtp?.canDeliver(to) || this.local);
  }

  async send(notice: Notice) {
    if (this.smtp?.canDeliver(notice.to)) return this.smtp.send(notice);
    if (this.local) return this.local.send(notice);
    throw new Error(`No channel can deliver to ${notice.to}`);
  }
}
