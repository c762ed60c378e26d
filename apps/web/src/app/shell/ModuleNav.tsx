import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppRoute } from '../route-types.ts';

/** The modules across the top; `nav-<module>` test ids are on the links. */
export function ModuleNav({ modules, current }: { modules: AppRoute[]; current?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="renli-module-nav" aria-label={t('shell:nav.modules')}>
      <Menu
        mode="horizontal"
        theme="dark"
        disabledOverflow
        selectedKeys={current ? [current] : []}
        items={modules.map((module) => ({
          key: module.module!,
          label: (
            <Link to={module.path} data-testid={`nav-${module.module}`}>
              {t(module.titleKey)}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
