import type { ApprovalInstanceDetail } from '@renli/contracts';
import { Button, Space } from 'antd';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { useSession } from '../../../lib/session-queries.ts';
import { valueText } from '../screens/value-text.ts';
import { eventComment, eventText } from './event-text.ts';

interface Props {
  detail: ApprovalInstanceDetail;
  onClose: () => void;
  /** The moment printed on the page (now; fixed in tests). */
  printedAt?: Date;
}

/**
 * 打印: the instance as a sheet of paper, over the whole page and outside the shell's chrome (a portal
 * on `body`; the print stylesheet hides everything else, approval.css): the company, serial and
 * state, the form as a label/value table, the timeline, and when it was printed (China time).
 */
export function PrintView({ detail, onClose, printedAt = new Date() }: Props) {
  const { t, i18n } = useTranslation();
  const { data: session } = useSession();
  const at = (iso: string) => chinaTime(iso, i18n.language);
  return createPortal(
    <div className="approval-print" role="document" aria-label={t('approval:print.title')}>
      <Space className="approval-print-toolbar">
        <Button type="primary" onClick={() => window.print()}>
          {t('approval:print.print')}
        </Button>
        <Button onClick={onClose}>{t('approval:print.close')}</Button>
      </Space>
      <article className="approval-print-sheet">
        {session?.compName && <p className="approval-print-company">{session.compName}</p>}
        <h1>{detail.title}</h1>
        <p className="approval-print-meta">
          {t('approval:print.serial', { serial: detail.serialNo ?? '—' })}
          {' · '}
          {t(`approval:state.${detail.state}`)}
          {' · '}
          {t('approval:print.initiator', { name: detail.initiatorName })}
          {detail.submittedAt && ` · ${t('approval:list.submittedAt', { at: at(detail.submittedAt) })}`}
        </p>
        <table className="approval-print-values">
          <tbody>
            {detail.form.fields.map((field) =>
              field.kind === 'description' ? null : (
                <tr key={field.key}>
                  <th scope="row">{field.label}</th>
                  <td>{valueText(field, detail.values[field.key], t, detail.picked)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
        <h2>{t('approval:print.timeline')}</h2>
        <table className="approval-print-timeline">
          <thead>
            <tr>
              <th>{t('approval:print.when')}</th>
              <th>{t('approval:print.who')}</th>
              <th>{t('approval:print.what')}</th>
              <th>{t('approval:print.comment')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.events.map((event) => (
              <tr key={event.id}>
                <td>{at(event.at)}</td>
                <td>{event.name ?? t('approval:detail.system')}</td>
                <td>{eventText(event, detail, t)}</td>
                <td>{eventComment(event) ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="approval-print-footer">
          {t('approval:print.printedAt', { at: at(printedAt.toISOString()) })}
        </p>
      </article>
    </div>,
    document.body,
  );
}
