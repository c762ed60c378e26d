import { useTranslation } from 'react-i18next';
import { PanelHeader } from './PanelHeader.tsx';
import { PHRASE_KEYS } from './toolbar-rules.ts';

export interface PhrasePanelProps {
  onPhrase: (text: string) => void;
  onClose: () => void;
}

/** Canned phrases in the UI language; one click hands the text on. */
export function PhrasePanel({ onPhrase, onClose }: PhrasePanelProps) {
  const { t } = useTranslation('chat-toolbar');
  return (
    <div className="rl-chat-phrases">
      <PanelHeader title={t('toolbar.phrases')} onClose={onClose} />
      <ul className="rl-chat-phrases__list">
        {PHRASE_KEYS.map((key) => {
          const text = t(`phrases.${key}`);
          return (
            <li key={key}>
              <button type="button" className="rl-chat-phrases__item" onClick={() => onPhrase(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
