import { useTranslation } from 'react-i18next';

/** The product mark and name; `light` for dark backgrounds. */
export function Logo({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="renli-logo" style={{ color: light ? '#fff' : 'var(--ant-color-text)' }}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <title>{t('common:product.name')}</title>
        <defs>
          <linearGradient id="renli-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f7cff" />
            <stop offset="1" stopColor="#2340c9" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="url(#renli-logo-gradient)" />
        <path
          d="M20 46V18h12.5c6 0 9.5 3.2 9.5 8.2 0 3.7-2 6.3-5.3 7.4L44 46h-7.3l-6.4-11.6H26.6V46zm6.6-16.8h5.3c2.6 0 4-1.1 4-3.2s-1.4-3.1-4-3.1h-5.3z"
          fill="#fff"
        />
      </svg>
      {!compact && <span className="renli-logo-text">{t('common:product.name')}</span>}
    </span>
  );
}
