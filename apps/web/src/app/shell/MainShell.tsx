import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { syncCurrentModule } from '../../lib/current-module.ts';
import { USER_HOME } from '../../lib/paths.ts';
import { routeTrail } from '../menu.tsx';
import type { AppRoute } from '../route-types.ts';
import { firstPagePath } from '../routes.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { userModules } from '../user-routes.tsx';
import { ColumnDenied } from './ColumnDenied.tsx';
import { useColumnAccess } from './column-access.ts';
import { headerActions } from './header-actions.tsx';
import { ModuleNav } from './ModuleNav.tsx';
import { moduleIcon } from './module-icons.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

const NARROW = '(max-width: 767px)';

/** The logged-in product: modules on top, the module's pages on the side, the page in the middle. */
export function MainShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const module = userModules.find((m) => m.module === route?.module);
  const columns = useColumnAccess();
  const denial = columns.denialFor(route);
  // A module the caller may not read keeps its side menu out of sight, even on an open page of it.
  const sider = module && !columns.denialFor(module) ? module : undefined;
  // A phone starts with the side menu folded to its icons: the page needs the width.
  const [collapsed, setCollapsed] = useState(() => window.matchMedia?.(NARROW).matches ?? false);

  useEffect(() => syncCurrentModule(pathname), [pathname]);

  const trail = route && module ? routeTrail([module], route) : [];
  return (
    <Layout className="renli-shell" data-testid="app-shell">
      <Layout.Header className="renli-shell-header">
        <Link to={USER_HOME} className="renli-shell-logo" aria-label={t('common:product.name')}>
          <Logo light compact={collapsed} />
        </Link>
        <ModuleNav modules={columns.readable(userModules)} current={module?.module} />
        <Space size={4} className="renli-shell-actions">
          {headerActions.map((action) => (
            <span key={action.key}>{action.element}</span>
          ))}
          <LangSwitch dark />
          <UserMenu />
        </Space>
      </Layout.Header>
      <Layout>
        {sider && (
          <Layout.Sider
            className="renli-shell-sider"
            theme="light"
            width={216}
            collapsedWidth={64}
            collapsed={collapsed}
            trigger={null}
          >
            <div className="renli-sider-title">
              {moduleIcon(sider.module)}
              {!collapsed && <span>{t(sider.titleKey)}</span>}
            </div>
            <SideMenu module={sider} collapsed={collapsed} />
            <Button
              type="text"
              className="renli-sider-toggle"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={t(collapsed ? 'shell:nav.expand' : 'shell:nav.collapse')}
              onClick={() => setCollapsed(!collapsed)}
            />
          </Layout.Sider>
        )}
        <Layout.Content className="renli-shell-content">
          {trail.length > 1 && (
            <Breadcrumb
              className="renli-breadcrumb"
              items={trail.map((step, index) => ({
                key: step.path,
                title:
                  index < trail.length - 1 ? (
                    <Link to={firstOrSelf(step)}>{t(step.titleKey)}</Link>
                  ) : (
                    t(step.titleKey)
                  ),
              }))}
            />
          )}
          <div className="renli-page">
            <PageSuspense>{denial ? <ColumnDenied reason={denial} /> : <Outlet />}</PageSuspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Breadcrumb links: a module goes to its workbench, a group (which has no page) to its first page. */
const firstOrSelf = (route: AppRoute) => (route.element ? route.path : firstPagePath(route));
