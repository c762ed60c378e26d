import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from './RangePicker.tsx';
import {
  ALL_TIME,
  dayLabel,
  PERIOD_FILTERS,
  periodFilter,
  rangeFilter,
  type TimeFilter,
} from './time-filter.ts';

interface TimeFilterBarProps {
  value: TimeFilter;
  onChange: (filter: TimeFilter) => void;
}

/** All, today, three days, seven days, or a picked range (with its own clear button back to all). */
export function TimeFilterBar({ value, onChange }: TimeFilterBarProps) {
  const { t } = useTranslation('chat-search');
  const [picking, setPicking] = useState(false);
  const range = value.range;
  return (
    <fieldset className="rl-search-time" aria-label={t('time.label')}>
      {PERIOD_FILTERS.map((f) => (
        <button
          key={f.key}
          type="button"
          className={`rl-search-chip${value.key === f.key ? ' is-active' : ''}`}
          aria-pressed={value.key === f.key}
          onClick={() => onChange(periodFilter(f.key))}
        >
          {t(`time.${f.key}`)}
        </button>
      ))}
      {range ? (
        <span className="rl-search-chip is-active rl-search-range-chip">
          <button type="button" className="rl-search-chip-text" onClick={() => setPicking(true)}>
            {`${dayLabel(range.start)} ~ ${dayLabel(range.end)}`}
          </button>
          <button
            type="button"
            className="rl-search-chip-clear"
            aria-label={t('time.clearRange')}
            onClick={() => onChange(ALL_TIME)}
          >
            ×
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="rl-search-chip"
          aria-expanded={picking}
          onClick={() => setPicking((p) => !p)}
        >
          {t('time.range')}
        </button>
      )}
      {picking && (
        <RangePicker
          onPick={(start, end) => onChange(rangeFilter(start, end))}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}
