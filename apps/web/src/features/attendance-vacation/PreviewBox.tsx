import type { AttendanceRequestKind, LeaveUnit, RequestPreview } from '@renli/contracts';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAmount } from './words.ts';

/** What the server says the request would spend or earn, and every rule it breaks so far. */
export function PreviewBox({ kind, preview }: { kind: AttendanceRequestKind; preview: RequestPreview }) {
  const { t } = useTranslation('attendance-vacation');
  const amount = useAmount();
  const unit: LeaveUnit = preview.unit ?? 'day';
  const items = [
    preview.amount !== null && {
      key: 'amount',
      label: t('apply.preview.amount'),
      children: amount(preview.amount, unit),
    },
    preview.dayType && {
      key: 'dayType',
      label: t('apply.preview.dayType'),
      children: t(`dayType.${preview.dayType}`),
    },
    preview.balance && {
      key: 'balance',
      label: t('balance.remaining'),
      children: [
        t('apply.preview.remaining', { amount: amount(preview.balance.remaining, unit) }),
        t('apply.preview.pending', { amount: amount(preview.balance.pending, unit) }),
        t('apply.preview.after', { amount: amount(preview.balance.after, unit) }),
      ].join('，'),
    },
    preview.missedPunches && {
      key: 'punches',
      label: t(`kind.${kind}`),
      children: t('apply.preview.punches', preview.missedPunches),
    },
  ].filter((item) => item !== false && item !== null);
  return (
    <section className="vacation-preview" aria-live="polite">
      {items.length > 0 && <Descriptions size="small" column={1} bordered items={items} />}
      {preview.problems.map((problem) => (
        <Alert key={`${problem.field}:${problem.message}`} type="warning" showIcon title={problem.message} />
      ))}
    </section>
  );
}
