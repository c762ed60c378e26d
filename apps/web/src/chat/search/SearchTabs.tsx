import { useTranslation } from 'react-i18next';

/** The type tabs of both searches (buttons with tab semantics; the panel below follows the choice). */
export function SearchTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
}) {
  const { t } = useTranslation('chat-search');
  return (
    <div className="rl-search-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={`rl-search-tab${tab === value ? ' is-active' : ''}`}
          onClick={() => onChange(tab)}
        >
          {t(`tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}
