import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { USER_HOME } from '../../lib/paths.ts';
import { useToken } from '../../lib/session.ts';
import './site.css';

const LINKS = [
  { to: '/project/hrm', key: 'hrm' },
  { to: '/project/hro', key: 'hro' },
  { to: '/project/matcheasy', key: 'matcheasy' },
  { to: '/about', key: 'about' },
  { to: '/cooperation', key: 'cooperation' },
];

/**
 * Header and footer of the public site. Plain markup and its own stylesheet, no antd: the landing
 * page draws it before the platform's chunks exist (docs/architecture.md, "Landing page").
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken('user'));
  return (
    <div className="renli-site">
      <header className="renli-site-header">
        <Link to="/" aria-label={t('common:product.name')}>
          <Logo />
        </Link>
        <nav className="renli-site-nav">
          {LINKS.map(({ to, key }) => (
            <NavLink key={to} to={to}>
              {t(`public:nav.${key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="renli-site-actions">
          <LangSwitch />
          {loggedIn ? (
            <Link to={USER_HOME} className="renli-btn renli-btn-primary">
              {t('public:home.enter')}
            </Link>
          ) : (
            <>
              <Link to="/login" className="renli-btn renli-btn-text">
                {t('public:home.login')}
              </Link>
              <Link to="/register" className="renli-btn renli-btn-primary">
                {t('public:home.registerShort')}
              </Link>
            </>
          )}
        </div>
      </header>
      <main className="renli-site-content">{children}</main>
      <footer className="renli-site-footer">
        <div className="renli-site-footer-links">
          <Link to="/about">{t('public:nav.about')}</Link>
          <Link to="/cooperation">{t('public:nav.cooperation')}</Link>
          <Link to="/try">{t('public:nav.try')}</Link>
          <Link to="/aLogin">{t('public:nav.admin')}</Link>
        </div>
        <div>{t('common:footer.copyright', { year: new Date().getFullYear() })}</div>
      </footer>
    </div>
  );
}
