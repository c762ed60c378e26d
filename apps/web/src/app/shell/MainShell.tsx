import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { syncCurrentModule } from '../../lib/current-module.ts';
import { USER_HOME } from '../../lib/paths.ts';
import { routeTrail } from '../menu.tsx';
import { allowedRoutes, homeFor, routeDenial } from '../route-access.ts';
import type { AppRoute } from '../route-types.ts';
import { firstPagePath } from '../routes.ts';
import { useActor } from '../use-actor.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { useNarrow } from '../use-narrow.ts';
import { userModules } from '../user-routes.tsx';
import { AccessDenied } from './AccessDenied.tsx';
import { headerActions } from './header-actions.tsx';
import { ModuleNav } from './ModuleNav.tsx';
import { moduleIcon } from './module-icons.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import './shell.css';

/**
 * The logged-in product: modules on top, the module's pages on the side, the page in the middle; on
 * a phone both menus move into a drawer. Menus hold only what the actor may use (route-access.ts),
 * and a screen they may not use shows the 403 page instead of failing requests.
 */
export function MainShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const { actor, pending } = useActor();
  const narrow = useNarrow();
  const [collapsed, setCollapsed] = useState(false);
  // The drawer stays open on the path it was opened at: following any of its links closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  // No module shows before the actor is known: a person must not glimpse the company's.
  const modules = useMemo(() => (pending ? [] : allowedRoutes(userModules, actor)), [pending, actor]);
  // The module on display with the pages the actor may use; none when the module is not theirs.
  const module = modules.find((m) => m.module === route?.module);
  const denial = routeDenial(actor, route);
  const home = homeFor(actor);

  useEffect(() => syncCurrentModule(pathname), [pathname]);

  const catalogModule = userModules.find((m) => m.module === route?.module);
  const trail = route && catalogModule && !denial ? routeTrail([catalogModule], route) : [];
  // A group named like its module (设置 › 设置) is said once.
  const crumbs = trail.filter((step, i) => i === 0 || t(step.titleKey) !== t(trail[i - 1]!.titleKey));
  const page = pending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : denial && pathname === USER_HOME ? (
    // The shared landing page is not a person's: they land on their own home instead.
    <Navigate to={home} replace />
  ) : denial ? (
    <AccessDenied reason={denial} home={home} />
  ) : (
    <Outlet />
  );
  return (
    <Layout className="renli-shell" data-testid="app-shell">
      <Layout.Header className="renli-shell-header">
        {narrow && (
          <Button
            type="text"
            className="renli-shell-menu-button"
            icon={<MenuOutlined />}
            aria-label={t('shell:nav.open')}
            data-testid="nav-drawer-open"
            onClick={() => setDrawerAt(pathname)}
          />
        )}
        <Link to={home} className="renli-shell-logo" aria-label={t('common:product.name')}>
          <Logo light compact={narrow} />
        </Link>
        {narrow ? (
          <span className="renli-shell-title">{module && t(module.titleKey)}</span>
        ) : (
          <ModuleNav modules={modules} current={module?.module} />
        )}
        <Space size={narrow ? 0 : 4} className="renli-shell-actions">
          {headerActions.map((action) => (
            <span key={action.key}>{action.element}</span>
          ))}
          {!narrow && <LangSwitch dark />}
          <UserMenu />
        </Space>
      </Layout.Header>
      {narrow && (
        <NavDrawer
          open={drawerAt === pathname}
          onClose={() => setDrawerAt(null)}
          modules={modules}
          current={module}
        />
      )}
      <Layout>
        {module && !narrow && (
          <Layout.Sider
            className="renli-shell-sider"
            theme="light"
            width={216}
            collapsedWidth={64}
            collapsed={collapsed}
            trigger={null}
          >
            <div className="renli-sider-title">
              {moduleIcon(module.module)}
              {!collapsed && <span>{t(module.titleKey)}</span>}
            </div>
            <SideMenu module={module} collapsed={collapsed} />
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
          {crumbs.length > 1 && (
            <Breadcrumb
              className="renli-breadcrumb"
              items={crumbs.map((step, index) => ({
                key: step.path,
                title:
                  index < crumbs.length - 1 ? (
                    <Link to={firstOrSelf(step)}>{t(step.titleKey)}</Link>
                  ) : (
                    t(step.titleKey)
                  ),
              }))}
            />
          )}
          <div className="renli-page">
            <PageSuspense>{page}</PageSuspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Breadcrumb links: a module goes to its workbench, a group (which has no page) to its first page. */
const firstOrSelf = (route: AppRoute) => (route.element ? route.path : firstPagePath(route));
