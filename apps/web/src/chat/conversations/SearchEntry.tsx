import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, loadNamespaces } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { SearchField } from '../common/SearchField.tsx';
import type { GlobalSearchProps } from '../search/GlobalSearch.tsx';

interface SearchEntryProps {
  /** Focus or typing: the search screen takes over, with what was typed so far. */
  onActivate: (input: string) => void;
  value: string;
}

let screen: Promise<ComponentType<GlobalSearchProps>> | undefined;
const loadScreen = () => {
  screen ??= Promise.all([
    import('../search/GlobalSearch.tsx'),
    loadNamespaces(currentLanguage(), ['chat-search']),
  ])
    .then(([m]) => m.GlobalSearch)
    .catch((error: unknown) => {
      // A failed download is tried again on the next use, not remembered.
      screen = undefined;
      throw error;
    });
  return screen;
};

/**
 * The global search screen once `wanted` (the field was used) and its chunk has loaded; until then the
 * entry stays in place, focused, and keeps what is typed. Not React.lazy: a Suspense fallback would
 * replace the focused field while loading.
 */
export function useGlobalSearchScreen(wanted: boolean): ComponentType<GlobalSearchProps> | null {
  const [loaded, setLoaded] = useState<ComponentType<GlobalSearchProps> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadScreen().then(
      (component) => live && setLoaded(() => component),
      () => toast.error(i18n.t('chat:error.operation')),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

/**
 * The conversation panel's search field before the search screen has loaded: it looks like the real
 * box, so the list shows without the search code, which loads when the field is first used.
 */
export function SearchEntry({ onActivate, value }: SearchEntryProps) {
  const { t } = useTranslation('chat');
  const placeholder = t('conversation.searchPlaceholder');
  return (
    <div className="rl-search-box">
      <SearchField
        value={value}
        placeholder={placeholder}
        onFocus={(e) => onActivate(e.currentTarget.value)}
        onChange={(e) => onActivate(e.currentTarget.value)}
      />
    </div>
  );
}
