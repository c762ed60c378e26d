import {
  CUSTOM_BUSINESS_IDS,
  type PayslipCardData,
  type PayslipCardKind,
  SYSTEM_CHAT_ACCOUNTS,
} from '@renli/contracts';
import { queueSystemMessages } from '../../../chat/system-messages.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { DEFAULT_LOCALE, type MessageParams, translate } from '../../../core/i18n/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { createReminder } from '../../notifications/service.ts';
import { payslipMessages as m } from './messages.ts';

// How payslips reach people (docs/product/salary.md, "Payslips"): the bell and a card in the chat's
// 工资条 conversation, both written in the action's transaction (sent only if it commits; docs/chat.md,
// "System conversations"), and an e-mail after the commit when SMTP is configured. None carries an
// amount: the payslip itself opens only after the identity check.

export const STAFF_LINK = '#/payslip';
export const HR_LINK = '#/salary/bill';
/** Chat cards go to the outbox in statements of this many rows. */
const CARD_CHUNK = 500;
/** E-mails leave this many at a time, so a large run neither floods the SMTP server nor waits in series. */
const MAIL_PARALLEL = 4;

/** Whom one notice is for, about which payslip. */
export interface PayslipNotice {
  userId: number;
  payslipId: number;
  runId: number;
  month: string;
  runName: string;
  staffName: string;
  text?: string | null;
}

const REMINDER_KEYS: Record<PayslipCardKind, readonly [string, string]> = {
  published: [m['payslip.remind.published.title'], m['payslip.remind.published.content']],
  remind: [m['payslip.remind.unconfirmed.title'], m['payslip.remind.unconfirmed.content']],
  answered: [m['payslip.remind.answered.title'], m['payslip.remind.answered.content']],
  question: [m['payslip.remind.question.title'], m['payslip.remind.question.content']],
};

const CARD_KEYS: Record<PayslipCardKind, string> = {
  published: m['payslip.card.published'],
  remind: m['payslip.card.remind'],
  answered: m['payslip.card.answered'],
  question: m['payslip.card.question'],
};

/** The bell and a chat card for each notice, in the caller's transaction. */
export async function notifyPayslips(
  tx: DbOrTx,
  compId: number,
  kind: PayslipCardKind,
  notices: readonly PayslipNotice[],
): Promise<void> {
  const [titleKey, contentKey] = REMINDER_KEYS[kind];
  const link = kind === 'question' ? HR_LINK : STAFF_LINK;
  for (const n of notices) {
    const params: MessageParams = {
      month: n.month,
      runName: n.runName,
      staffName: n.staffName,
      question: n.text ?? '',
      answer: n.text ?? '',
    };
    await createReminder(tx, {
      userId: n.userId,
      compId,
      type: 'system',
      titleKey,
      contentKey,
      params,
      link,
    });
  }
  for (let start = 0; start < notices.length; start += CARD_CHUNK) {
    await queueSystemMessages(
      tx,
      notices.slice(start, start + CARD_CHUNK).map((n) => {
        const data: PayslipCardData = {
          businessID: CUSTOM_BUSINESS_IDS.PAYSLIP,
          version: 1,
          kind,
          payslipId: n.payslipId,
          runId: n.runId,
          month: n.month,
          staffName: n.staffName,
          text: n.text ?? null,
        };
        const description = translate(DEFAULT_LOCALE, CARD_KEYS[kind], {
          month: n.month,
          staffName: n.staffName,
        });
        return {
          from: SYSTEM_CHAT_ACCOUNTS.SALARY,
          toUserId: n.userId,
          data: { ...data },
          description,
          searchText: `${description} ${n.runName}`,
        };
      }),
    );
  }
}

export interface PayslipMail {
  to: string;
  staffName: string;
  month: string;
  runName: string;
  compName: string;
}

/**
 * E-mails the published notices once the publishing has committed, when the server has SMTP
 * (`SMTP_URL`). A failed e-mail is logged and does not undo the publishing: the bell and chat have it.
 */
export async function mailPayslips(
  deps: Pick<AppDeps, 'config' | 'notifier'>,
  mails: readonly PayslipMail[],
  log: { error(details: object, message: string): void },
): Promise<void> {
  if (!deps.config.SMTP_URL) return;
  const queue = mails.filter((mail) => deps.notifier.canDeliver(mail.to));
  const worker = async () => {
    for (let mail = queue.shift(); mail; mail = queue.shift()) {
      const params = { ...mail };
      try {
        await deps.notifier.send({
          to: mail.to,
          subject: translate(DEFAULT_LOCALE, m['payslip.mail.subject'], params),
          text: translate(DEFAULT_LOCALE, m['payslip.mail.text'], params),
        });
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'a payslip e-mail was not sent');
      }
    }
  };
  await Promise.all(Array.from({ length: MAIL_PARALLEL }, worker));
}
