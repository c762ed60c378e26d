import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterOptions,
  type SelectOption,
  sameValues,
  showSearch,
  summary,
  toggleValue,
} from './select-rules.ts';
import './select-dropdown.css';

export interface SelectDropdownProps<V extends string> {
  /** Accessible name of the box. */
  label: string;
  options: readonly SelectOption<V>[];
  value: readonly V[];
  multiple?: boolean;
  /** Search box, shown only with more than 6 options. */
  searchable?: boolean;
  /** The empty default option on top, which clears the choice; off when not given. */
  emptyLabel?: string;
  disabled?: boolean;
  /** Single-select emits each pick; multi-select emits once, on close, if the choice changed. */
  onChange: (value: V[]) => void;
}

/**
 * The select dropdown (100 x 38 px by default; docs/chat-ui.md): a click opens and
 * closes it, a click outside closes it.
 */
export function SelectDropdown<V extends string>({
  label,
  options,
  value,
  multiple = false,
  searchable = false,
  emptyLabel,
  disabled = false,
  onChange,
}: SelectDropdownProps<V>) {
  const { t } = useTranslation('chat-groups');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<V[]>([...value]);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const listID = useId();

  const close = () => {
    setOpen(false);
    setQuery('');
    if (multiple && !sameValues(draft, value)) onChange(draft);
  };
  const toggleOpen = () => {
    if (open) return close();
    setDraft([...value]);
    setOpen(true);
  };

  // The outside click reads the latest draft through the ref.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const choose = (next: V[]) => {
    if (multiple) return setDraft(next);
    setOpen(false);
    setQuery('');
    onChange(next);
  };

  const shown = filterOptions(options, query);
  const current = multiple && open ? draft : value;
  return (
    <div className={`rl-select${open ? ' is-open' : ''}`} ref={root}>
      <button
        type="button"
        className="rl-select__box"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listID}
        disabled={disabled}
        onClick={toggleOpen}
      >
        <span className="rl-select__text">
          {summary(options, current, emptyLabel ?? t('select.placeholder'))}
        </span>
        <span className="rl-select__arrow" aria-hidden="true" />
      </button>
      {open && (
        <div className="rl-select__panel">
          {showSearch(searchable, options.length) && (
            <input
              className="rl-select__search"
              type="search"
              value={query}
              placeholder={t('select.search')}
              aria-label={t('select.search')}
              onChange={(e) => setQuery(e.target.value)}
            />
          )}
          <div id={listID} role="listbox" aria-label={label} aria-multiselectable={multiple}>
            {emptyLabel !== undefined && (
              <OptionRow label={emptyLabel} selected={current.length === 0} onPick={() => choose([])} />
            )}
            {shown.map((option) => (
              <OptionRow
                key={option.value}
                label={option.label}
                selected={current.includes(option.value)}
                onPick={() => choose(toggleValue(current, option.value, multiple))}
              />
            ))}
            {shown.length === 0 && <p className="rl-select__empty">{t('select.empty')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

function OptionRow({ label, selected, onPick }: { label: string; selected: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      className="rl-select__option"
      onClick={onPick}
    >
      {label}
    </button>
  );
}
