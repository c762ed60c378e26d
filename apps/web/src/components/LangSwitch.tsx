import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';

/**
 * Toggles between Chinese and English. The button names the language it switches to; `data-lang`
 * says which one is active (handy for tests). A plain button (styled in app.css), so that the
 * landing page, which loads without antd, can show it too.
 */
export function LangSwitch({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  const next = active === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <button
      type="button"
      className={dark ? 'renli-lang-switch renli-lang-switch-dark' : 'renli-lang-switch'}
      data-testid="lang-switch"
      data-lang={i18n.language}
      aria-label={t('common:language.switch')}
      onClick={() => void setLanguage(next)}
    >
      <TranslationOutlined />
      <span>{t(`common:language.${next}`)}</span>
    </button>
  );
}
