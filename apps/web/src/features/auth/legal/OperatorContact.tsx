import { useTranslation } from 'react-i18next';
import { usePlatformInfo } from '../api.ts';

const CONTACTS = ['servicePhone', 'serviceEmail', 'address'] as const;
const LABELS = { servicePhone: 'phone', serviceEmail: 'email', address: 'address' } as const;

/** The operator's name and contacts, as the back office's platform page has them. */
export function OperatorContact() {
  const { t } = useTranslation();
  const { data: info, isPending } = usePlatformInfo();
  if (isPending) return null;
  const given = CONTACTS.filter((key) => info?.[key]);
  return (
    <section className="renli-legal-contact" data-testid="legal-contact">
      <h2>{t('auth:legal.contact.title')}</h2>
      <p>{t('auth:legal.contact.intro')}</p>
      <dl>
        {info?.name && (
          <div>
            <dt>{t('auth:legal.contact.name')}</dt>
            <dd>{info.name}</dd>
          </div>
        )}
        {given.map((key) => (
          <div key={key}>
            <dt>{t(`auth:legal.contact.${LABELS[key]}`)}</dt>
            <dd>{info![key]}</dd>
          </div>
        ))}
      </dl>
      {given.length === 0 && <p>{t('auth:legal.contact.none')}</p>}
    </section>
  );
}
