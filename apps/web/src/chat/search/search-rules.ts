/**
 * The search box as a small state machine (docs/chat-ui.md): focusing starts searching, typing is
 * committed after a 500 ms pause or at once by Enter (only when the value changed), clearing ends it.
 */
export interface SearchBoxState {
  searching: boolean;
  /** What the input shows. */
  input: string;
  /** What the results are for: the last committed input, trimmed. */
  keyword: string;
}

export type SearchBoxEvent =
  | { type: 'focus' }
  | { type: 'input'; value: string }
  | { type: 'commit' }
  | { type: 'clear' };

/** docs/chat-ui.md: requests wait for a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

export const initialSearchBox: SearchBoxState = { searching: false, input: '', keyword: '' };

/** The global search screen opens from the panel's field: searching, with what was typed there. */
export const startSearching = (input: string): SearchBoxState => ({ searching: true, input, keyword: '' });

export function searchBoxReducer(state: SearchBoxState, event: SearchBoxEvent): SearchBoxState {
  switch (event.type) {
    case 'focus':
      return state.searching ? state : { ...state, searching: true };
    case 'input':
      return { ...state, searching: true, input: event.value };
    case 'commit': {
      const keyword = state.input.trim();
      return keyword === state.keyword ? state : { ...state, keyword };
    }
    case 'clear':
      return initialSearchBox;
  }
}

/** Keywords are the committed text split on any whitespace; all must match (docs/chat-ui.md: 'and'). */
export const keywordListOf = (keyword: string): string[] => keyword.split(/\s+/).filter(Boolean);

export const KEYWORD_MATCH_TYPE = 'and' as const;

/**
 * Numbers each request so that only the newest one's answer is applied: a slow answer to an older
 * keyword must not overwrite the results of the keyword typed after it.
 */
export function createRequestGate() {
  let latest = 0;
  return {
    next(): number {
      latest += 1;
      return latest;
    },
    isCurrent: (ticket: number): boolean => ticket === latest,
    /** Makes every request in flight stale (the search was closed). */
    cancel(): void {
      latest += 1;
    },
  };
}
