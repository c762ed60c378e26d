import { DownOutlined, KeyOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Dropdown, Layout, Menu, type MenuProps, Space } from 'antd';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { logout, updateAdminPassword, useAdminInfo } from '../../features/auth/api.ts';
import { ChangePasswordDialog } from '../../features/auth/components/ChangePasswordDialog.tsx';
import { ADMIN_HOME } from '../../lib/paths.ts';
import { clearSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { adminRoutes } from '../admin-routes.tsx';
import { buildMenuItems, menuState } from '../menu.tsx';
import { useNarrow } from '../use-narrow.ts';
import '../shell/shell.css';
import './admin.css';

/** Every group open: the back office's menu is short enough to show whole. */
const GROUPS = adminRoutes.filter((route) => route.children).map((route) => route.menuKey!);

/** The platform back office: its own menu (in a drawer on a phone), its own login and token. */
export function AdminShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const admin = useAdminInfo().data;
  const narrow = useNarrow();
  const [changingPassword, setChangingPassword] = useState(false);
  // Open for the path it was opened at: choosing a page closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const items = useMemo(() => buildMenuItems(adminRoutes, t), [t]);
  const state = menuState(adminRoutes, pathname);
  const menu = (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={state.selected}
      defaultOpenKeys={GROUPS}
      onClick={() => setDrawerAt(null)}
    />
  );
  const logo = (
    <Link to={ADMIN_HOME} className="renli-admin-logo">
      <Logo light />
      <span className="renli-admin-tag">{t('admin:shell.tag')}</span>
    </Link>
  );

  // Leave the guarded shell first (synchronously): clearing the token while it is still shown would
  // make its guard send the user to the login page with this page as `redirect`, which an explicit
  // logout does not want.
  const endSession = () => {
    flushSync(() => navigate('/aLogin', { replace: true }));
    clearSession('admin');
  };

  const userItems: MenuProps['items'] = [
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="admin-change-password">{t('auth:changePassword.title')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="admin-logout">{t('shell:user.logout')}</span>,
    },
  ];
  const onUserClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setChangingPassword(true);
    if (key === 'logout') void logout('admin').then(endSession);
  };

  return (
    <Layout className="renli-admin" data-testid="admin-shell">
      {narrow ? (
        <Drawer
          open={drawerAt === pathname}
          onClose={() => setDrawerAt(null)}
          placement="left"
          size={280}
          rootClassName="renli-admin-drawer"
          title={logo}
          data-testid="admin-nav-drawer"
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider width={220} className="renli-admin-sider">
          {logo}
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="renli-admin-header">
          {narrow && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('shell:nav.open')}
              data-testid="nav-drawer-open"
              onClick={() => setDrawerAt(pathname)}
            />
          )}
          <span className="renli-admin-title">{t('admin:shell.title')}</span>
          <Space size={narrow ? 4 : 12}>
            <LangSwitch />
            <Dropdown
              menu={{ items: userItems, onClick: onUserClick }}
              trigger={['click']}
              placement="bottomRight"
            >
              <button
                type="button"
                className="renli-user-trigger renli-user-trigger-light"
                data-testid="admin-user-menu"
              >
                <Avatar name={admin?.name ?? ''} value="#2f5bea" size={30} />
                <span data-testid="admin-name" className="renli-admin-name">
                  {admin?.name}
                </span>
                <DownOutlined style={{ fontSize: 10 }} />
              </button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className="renli-shell-content">
          <div className="renli-page">
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </div>
        </Layout.Content>
      </Layout>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        change={updateAdminPassword}
        onChanged={() => {
          setChangingPassword(false);
          toast.success(t('auth:changePassword.done'));
          endSession();
        }}
      />
    </Layout>
  );
}
