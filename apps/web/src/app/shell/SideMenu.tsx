import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buildMenuItems, menuState } from '../menu.tsx';
import type { AppRoute } from '../route-types.ts';

interface Props {
  /** The module with the pages the actor may use (route-access.ts). */
  module: AppRoute;
  collapsed: boolean;
  /** Called when a page is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

/** The current module's pages, generated from the route table. */
export function SideMenu({ module, collapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useMemo(() => buildMenuItems(module.children ?? [], t), [module, t]);
  const state = menuState(module.children ?? [], pathname);
  const [open, setOpen] = useState<string[]>(state.open);
  const openKey = state.open.join('|');

  // Navigating (e.g. by a link elsewhere) reveals the page's group without closing others.
  useEffect(() => {
    if (openKey) setOpen((keys) => [...new Set([...keys, ...openKey.split('|')])]);
  }, [openKey]);

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      items={items}
      selectedKeys={state.selected}
      openKeys={collapsed ? undefined : open}
      onOpenChange={setOpen}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
