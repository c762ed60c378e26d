import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, in the current language. */
export function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const product = t('common:product.title');
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title && title !== product ? `${title} - ${product}` : product;
  }, [title, product]);
}
