import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, in the current language. */
export function useDocumentTitle(titleKey: string | undefined) {
  const { t, i18n } = useTranslation();
  const product = t('common:product.title');
  // A lazy screen's namespace may still be on its way: the product name until it is there, never the key.
  const title = titleKey && i18n.exists(titleKey) ? t(titleKey) : '';
  useEffect(() => {
    document.title = title && title !== product ? `${title} - ${product}` : product;
  }, [title, product]);
}
