import { CheckCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSwitch } from '../../../components/LangSwitch.tsx';
import { Logo } from '../../../components/Logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The back office shows a plainer brand panel. */
  variant?: 'product' | 'admin';
}

/** Brand panel on the left, the form on the right; the panel folds away on narrow screens. */
export function AuthLayout({ title, subtitle, children, variant = 'product' }: AuthLayoutProps) {
  const { t } = useTranslation();
  const points = variant === 'admin' ? [] : (t('auth:brand.points', { returnObjects: true }) as string[]);
  return (
    <div className={`renli-auth renli-auth-${variant}`}>
      <aside className="renli-auth-brand">
        <Link to="/" aria-label={t('common:product.name')}>
          <Logo light />
        </Link>
        <div className="renli-auth-brand-body">
          <h1>{variant === 'admin' ? t('auth:admin.brand') : t('auth:brand.headline')}</h1>
          <p>{variant === 'admin' ? t('auth:admin.brandSub') : t('auth:brand.sub')}</p>
          <ul>
            {points.map((point) => (
              <li key={point}>
                <CheckCircleFilled /> {point}
              </li>
            ))}
          </ul>
        </div>
        <span className="renli-auth-brand-foot">
          {t('common:footer.copyright', { year: new Date().getFullYear() })}
        </span>
      </aside>
      <main className="renli-auth-main">
        <div className="renli-auth-lang">
          <LangSwitch />
        </div>
        <div className="renli-auth-card">
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </div>
      </main>
    </div>
  );
}
