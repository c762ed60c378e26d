import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allowedRoutes, homeFor } from '../route-access.ts';
import { moduleIcon } from '../shell/module-icons.tsx';
import { useActor } from '../use-actor.ts';
import { userModules } from '../user-routes.tsx';
import { ModulePages } from './ModulePages.tsx';
import { modulePages, pageTally } from './module-pages.ts';
import { WidgetGrid } from './WidgetGrid.tsx';
import './workbench.css';

/**
 * A module's own path (`/oa`, `/staff`, ...): the widgets features register for the module and its
 * pages the actor may use, built ones to open and the rest tagged as coming, instead of a placeholder.
 */
export function ModuleWorkbench({ module }: { module: string }) {
  const { t } = useTranslation('workbench');
  const { actor } = useActor();
  const catalog = userModules.find((candidate) => candidate.module === module)!;
  const route = allowedRoutes([catalog], actor)[0] ?? catalog;
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
          <Link to={homeFor(actor)}>{t('module.toHome')}</Link>
        </Typography.Text>
      </header>
      <WidgetGrid module={module} />
      <ModulePages entries={entries} tally={tally} />
    </div>
  );
}
