import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  inRange,
  type MonthRef,
  monthGrid,
  movePanel,
  pickDay,
  RANGE_CLOSE_MS,
  type RangeSelection,
  SINGLE_CLOSE_MS,
  sameDay,
} from './range-picker-rules.ts';
import { dayLabel } from './time-filter.ts';

interface RangePickerProps {
  /** 'range': two panels, start and end; 'single': one panel, one day. */
  mode?: 'range' | 'single';
  /** The month shown on the right (range) or alone (single); today's by default. */
  month?: MonthRef;
  onPick: (start: Date, end: Date) => void;
  onClose: () => void;
}

const thisMonth = (): MonthRef => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() };
};

/**
 * A small date-range picker (docs/chat-ui.md): first click the start, second the end (swapped
 * when earlier), closing 200 ms later (300 ms for a single date). Only the panel's own month days are
 * buttons; the panels step a month at a time and never cross.
 */
export function RangePicker({ mode = 'range', month, onPick, onClose }: RangePickerProps) {
  const { t } = useTranslation('chat-search');
  const right = month ?? thisMonth();
  const [panels, setPanels] = useState<[MonthRef, MonthRef]>([addMonths(right, -1), right]);
  const [selection, setSelection] = useState<RangeSelection>({ start: null, end: null });
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const click = (day: Date) => {
    if (closing.current) return;
    if (mode === 'single') {
      setSelection({ start: day, end: day });
      closing.current = setTimeout(() => {
        onPick(day, day);
        onClose();
      }, SINGLE_CLOSE_MS);
      return;
    }
    const next = pickDay(selection, day);
    setSelection(next);
    const { start, end } = next;
    if (next.done && start && end) {
      closing.current = setTimeout(() => {
        onPick(start, end);
        onClose();
      }, RANGE_CLOSE_MS);
    }
  };

  const shown = mode === 'single' ? [panels[1]] : panels;
  return (
    <div
      className="rl-range-picker"
      role="dialog"
      aria-label={t('picker.label')}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <p className="rl-range-hint" aria-live="polite">
        {mode === 'range' && t(selection.start && !selection.end ? 'picker.endHint' : 'picker.startHint')}
      </p>
      <div className="rl-range-panels">
        {shown.map((m, i) => {
          const side = mode === 'single' || i === 1 ? 'right' : 'left';
          const move = (delta: -1 | 1) => {
            if (mode === 'single') return setPanels(([l, r]) => [l, addMonths(r, delta)]);
            const next = movePanel(panels, side, delta);
            if (next) setPanels(next);
          };
          const blocked = (delta: -1 | 1) => mode === 'range' && movePanel(panels, side, delta) === null;
          return (
            <MonthPanel
              key={side}
              month={m}
              selection={selection}
              prevDisabled={blocked(-1)}
              nextDisabled={blocked(1)}
              onMove={move}
              onClick={click}
            />
          );
        })}
      </div>
    </div>
  );
}

interface MonthPanelProps {
  month: MonthRef;
  selection: RangeSelection;
  prevDisabled: boolean;
  nextDisabled: boolean;
  onMove: (delta: -1 | 1) => void;
  onClick: (day: Date) => void;
}

function MonthPanel({ month, selection, prevDisabled, nextDisabled, onMove, onClick }: MonthPanelProps) {
  const { t } = useTranslation('chat-search');
  const weekdays = t('picker.weekdays', { returnObjects: true }) as string[];
  const title = t('picker.month', { year: month.year, month: month.month + 1 });
  const today = new Date();
  return (
    <div className="rl-range-month">
      <div className="rl-range-head">
        <button
          type="button"
          className="rl-range-nav"
          aria-label={t('picker.prevMonth')}
          disabled={prevDisabled}
          onClick={() => onMove(-1)}
        >
          ‹
        </button>
        <span className="rl-range-title">{title}</span>
        <button
          type="button"
          className="rl-range-nav"
          aria-label={t('picker.nextMonth')}
          disabled={nextDisabled}
          onClick={() => onMove(1)}
        >
          ›
        </button>
      </div>
      <div className="rl-range-grid">
        {weekdays.map((w) => (
          <span key={w} className="rl-range-weekday" aria-hidden="true">
            {w}
          </span>
        ))}
        {monthGrid(month).map(({ date, inMonth }) => {
          if (!inMonth)
            return (
              <span key={date.getTime()} className="rl-range-day is-outside" aria-hidden="true">
                {date.getDate()}
              </span>
            );
          const edge =
            (selection.start && sameDay(selection.start, date)) ||
            (selection.end && sameDay(selection.end, date));
          const classes = [
            'rl-range-day',
            inRange(selection, date) && 'is-in-range',
            edge && 'is-edge',
            sameDay(today, date) && 'is-today',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={date.getTime()}
              type="button"
              className={classes}
              aria-pressed={Boolean(edge)}
              aria-label={dayLabel(date)}
              onClick={() => onClick(date)}
            >
              {date.getDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
