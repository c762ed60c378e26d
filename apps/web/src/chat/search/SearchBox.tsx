import { type Dispatch, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../common/SearchField.tsx';
import { SEARCH_DEBOUNCE_MS, type SearchBoxEvent, type SearchBoxState } from './search-rules.ts';

interface SearchBoxProps {
  state: SearchBoxState;
  dispatch: Dispatch<SearchBoxEvent>;
  placeholder: string;
  autoFocus?: boolean;
  /** Shown while searching: ends the search (the global box's 'cancel'). */
  onCancel?: () => void;
}

/** The keyword input: commits after a 500 ms pause or on Enter; the clear button ends the search. */
export function SearchBox({ state, dispatch, placeholder, autoFocus, onCancel }: SearchBoxProps) {
  const { t } = useTranslation('chat-search');

  useEffect(() => {
    if (state.input.trim() === state.keyword) return;
    const timer = setTimeout(() => dispatch({ type: 'commit' }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.input, state.keyword, dispatch]);

  return (
    <div className="rl-search-box">
      <SearchField
        value={state.input}
        placeholder={placeholder}
        // The in-conversation search opens for typing.
        autoFocus={autoFocus}
        enterKeyHint="search"
        onFocus={() => dispatch({ type: 'focus' })}
        onChange={(e) => dispatch({ type: 'input', value: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) dispatch({ type: 'commit' });
          if (e.key === 'Escape') dispatch({ type: 'clear' });
        }}
      >
        {state.input !== '' && (
          <button
            type="button"
            className="rl-search-clear"
            aria-label={t('clear')}
            onClick={() => dispatch({ type: 'clear' })}
          >
            ×
          </button>
        )}
      </SearchField>
      {onCancel && state.searching && (
        <button type="button" className="rl-chat-link rl-search-cancel" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </div>
  );
}
