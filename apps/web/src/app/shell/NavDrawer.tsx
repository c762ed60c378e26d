import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { Logo } from '../../components/Logo.tsx';
import type { AppRoute } from '../route-types.ts';
import { moduleIcon } from './module-icons.tsx';
import { SideMenu } from './SideMenu.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The modules the actor may use, with only their usable pages. */
  modules: AppRoute[];
  /** The module on display, if the actor may use it: its pages are listed under the modules. */
  current?: AppRoute;
}

/**
 * Navigation on a phone: the modules as a grid of icons, then the current module's pages, and the
 * language switch at the foot. Following any link closes it (MainShell opens it for one path).
 */
export function NavDrawer({ open, onClose, modules, current }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={320}
      rootClassName="renli-nav-drawer"
      title={<Logo />}
      footer={<LangSwitch />}
      data-testid="nav-drawer"
    >
      <nav className="renli-drawer-modules" aria-label={t('shell:nav.modules')}>
        {modules.map((module) => (
          <Link
            key={module.module}
            to={module.path}
            data-testid={`nav-${module.module}`}
            onClick={onClose}
            className={module === current ? 'renli-drawer-module active' : 'renli-drawer-module'}
          >
            <span className="renli-drawer-module-icon">{moduleIcon(module.module)}</span>
            <span>{t(module.titleKey)}</span>
          </Link>
        ))}
      </nav>
      {current?.children?.some((child) => child.menuKey) && (
        <section className="renli-drawer-pages">
          <div className="renli-sider-title">
            {moduleIcon(current.module)}
            <span>{t(current.titleKey)}</span>
          </div>
          <SideMenu module={current} collapsed={false} onNavigate={onClose} />
        </section>
      )}
    </Drawer>
  );
}
