import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';

/**
 * Toggles between Chinese and English. The button names the language it switches to; `data-lang`
 * says which one is active (handy for tests).
 */
export function LangSwitch({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  const next = active === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <Button
      type="text"
      size="small"
      data-testid="lang-switch"
      data-lang={i18n.language}
      icon={<TranslationOutlined />}
      style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      aria-label={t('common:language.switch')}
      onClick={() => void setLanguage(next)}
    >
      {t(`common:language.${next}`)}
    </Button>
  );
}
