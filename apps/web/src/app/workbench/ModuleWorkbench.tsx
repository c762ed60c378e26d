import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_HOME } from '../../lib/paths.ts';
import { moduleIcon } from '../shell/module-icons.tsx';
import { userModules } from '../user-routes.tsx';
import { ModulePages } from './ModulePages.tsx';
import { modulePages, pageTally } from './module-pages.ts';
import { WidgetGrid } from './WidgetGrid.tsx';
import './workbench.css';

/**
 * A module's own path (`/oa`, `/staff`, ...): the widgets features register for the module and its
 * pages, built ones to open and the rest tagged as coming, instead of a placeholder.
 */
export function ModuleWorkbench({ module }: { module: string }) {
  const { t } = useTranslation('workbench');
  const route = userModules.find((candidate) => candidate.module === module)!;
  const entries = modulePages(route);
  const tally = pageTally(entries);
  return (
    <div className="rl-workbench" data-testid="module-workbench">
      <header className="rl-greeting rl-module-head">
        <Typography.Title level={3}>
          <span className="rl-module-icon">{moduleIcon(module)}</span>
          {t(route.titleKey)}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t(tally.built === 0 ? 'module.noneBuilt' : 'module.intro')}{' '}
          <Link to={USER_HOME}>{t('module.toConsole')}</Link>
        </Typography.Text>
      </header>
      <WidgetGrid module={module} />
      <ModulePages entries={entries} tally={tally} />
    </div>
  );
}
