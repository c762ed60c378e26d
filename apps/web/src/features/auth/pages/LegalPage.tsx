import { CURRENT_TERMS } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSwitch } from '../../../components/LangSwitch.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LegalText } from '../legal/markdown.tsx';
import { OperatorContact } from '../legal/OperatorContact.tsx';
import { type LegalDoc, legalText } from '../legal/texts.ts';
import '../legal/legal.css';

/** A date-only value ('2026-11-25') in the reader's language, the same day everywhere. */
const dateLabel = (date: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** `#/agreement` and `#/privacy`: the text in force, its version and date, and the operator's contacts. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const other: LegalDoc = doc === 'agreement' ? 'privacy' : 'agreement';
  return (
    <div className="renli-legal" data-testid={`legal-${doc}`}>
      <header className="renli-legal-bar">
        <Link to="/" aria-label={t('common:product.name')}>
          <Logo />
        </Link>
        <LangSwitch />
      </header>
      <article className="renli-legal-doc">
        <h1>{t(`auth:legal.${doc}`)}</h1>
        <p className="renli-legal-meta">
          {t('auth:legal.meta', {
            version: CURRENT_TERMS.version,
            date: dateLabel(CURRENT_TERMS.effectiveDate, lang),
          })}
          <br />
          {t('auth:legal.seeAlso')} <Link to={`/${other}`}>{t(`auth:legal.${other}`)}</Link>
        </p>
        <LegalText source={legalText(doc, lang)} />
        <OperatorContact />
      </article>
    </div>
  );
}
