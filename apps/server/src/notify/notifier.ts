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
 * Development outbox: every notice is appended to DATA_DIR/outbox.log and kept in memory for
 * `GET /anon/devOutbox`, so a newcomer can register without a mail server. Never used in production.
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

  list(to?: string): OutboxEntry[] {
    const matching = to ? this.entries.filter((e) => e.to === to.trim().toLowerCase()) : this.entries;
    return matching.slice(-20).reverse();
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

/** E-mail goes through SMTP when configured; everything else goes to the dev outbox when allowed. */
export class RoutingNotifier implements Notifier {
  constructor(
    private readonly smtp: Notifier | null,
    readonly outbox: DevOutbox | null,
  ) {}

  canDeliver(to: string) {
    return Boolean(this.smtp?.canDeliver(to) || this.outbox);
  }

  async send(notice: Notice) {
    if (this.smtp?.canDeliver(notice.to)) return this.smtp.send(notice);
    if (this.outbox) return this.outbox.send(notice);
    throw new Error(`No channel can deliver to ${notice.to}`);
  }
}
