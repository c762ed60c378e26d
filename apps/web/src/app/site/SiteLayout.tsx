import { Button, Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { USER_HOME } from '../../lib/paths.ts';
import { useToken } from '../../lib/session.ts';

const LINKS = [
  { to: '/project/hrm', key: 'hrm' },
  { to: '/project/hro', key: 'hro' },
  { to: '/project/matcheasy', key: 'matcheasy' },
  { to: '/about', key: 'about' },
  { to: '/cooperation', key: 'cooperation' },
];

/** Header and footer of the public site around the home page and product pages. */
export function SiteLayout() {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken('user'));
  return (
    <Layout className="renli-site">
      <Layout.Header className="renli-site-header">
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
        <Space size={8}>
          <LangSwitch />
          {loggedIn ? (
            <Link to={USER_HOME}>
              <Button type="primary">{t('public:home.enter')}</Button>
            </Link>
          ) : (
            <>
              <Link to="/login">
                <Button type="text">{t('public:home.login')}</Button>
              </Link>
              <Link to="/register">
                <Button type="primary">{t('public:home.registerShort')}</Button>
              </Link>
            </>
          )}
        </Space>
      </Layout.Header>
      <Layout.Content className="renli-site-content">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </Layout.Content>
      <Layout.Footer className="renli-site-footer">
        <div className="renli-site-footer-links">
          <Link to="/about">{t('public:nav.about')}</Link>
          <Link to="/cooperation">{t('public:nav.cooperation')}</Link>
          <Link to="/try">{t('public:nav.try')}</Link>
          <Link to="/aLogin">{t('public:nav.admin')}</Link>
        </div>
        <div>{t('common:footer.copyright', { year: new Date().getFullYear() })}</div>
      </Layout.Footer>
    </Layout>
  );
}
