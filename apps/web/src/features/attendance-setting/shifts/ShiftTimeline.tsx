import type { ShiftTimes } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { clockOf, type SegmentKind, timelinePlan } from './timeline.ts';

const KINDS: SegmentKind[] = ['onWindow', 'grace', 'work', 'rest', 'offWindow'];

/** A small bar of one shift's day: punch windows, grace, working time and rest, with their times. */
export function ShiftTimeline({ times }: { times: ShiftTimes }) {
  const { t } = useTranslation('attendance-setting');
  const plan = timelinePlan(times);
  if (!plan) return null;
  const span = plan.to - plan.from || 1;
  const at = (minute: number) => `${((minute - plan.from) / span) * 100}%`;
  const label = (minute: number) => {
    const { time, day } = clockOf(minute);
    return day === 1 ? t('shift.nextDay', { time }) : day === -1 ? t('shift.dayBefore', { time }) : time;
  };
  return (
    <div className="att-shift-timeline">
      <div className="att-shift-bar" role="img" aria-label={t('shift.preview')}>
        {plan.segments.map((segment) => (
          <span
            key={`${segment.kind}-${segment.from}`}
            className={`att-shift-seg att-shift-${segment.kind}`}
            style={{ left: at(segment.from), width: `${((segment.to - segment.from) / span) * 100}%` }}
            title={`${t(`shift.segment.${segment.kind}`)} ${label(segment.from)}–${label(segment.to)}`}
          />
        ))}
      </div>
      <div className="att-shift-ticks">
        <span style={{ left: 0 }}>{label(plan.from)}</span>
        {plan.ticks
          .filter((tick) => tick !== plan.from && tick !== plan.to)
          .map((tick) => (
            <span key={tick} style={{ left: at(tick) }}>
              {label(tick)}
            </span>
          ))}
        <span style={{ right: 0 }}>{label(plan.to)}</span>
      </div>
      <div className="att-shift-legend">
        {KINDS.filter((kind) => plan.segments.some((s) => s.kind === kind)).map((kind) => (
          <span key={kind}>
            <i className={`att-shift-${kind}`} />
            {t(`shift.segment.${kind}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
