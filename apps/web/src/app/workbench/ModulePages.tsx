import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageEntry } from './module-pages.ts';

function ComingTag() {
  const { t } = useTranslation('workbench');
  return <Tag className="rl-coming-tag">{t('pages.coming')}</Tag>;
}

/** A page of a group: a link, tagged when it is not built yet (unless its whole group is). */
function GroupPage({ page, groupBuilt }: { page: PageEntry; groupBuilt: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={page.path}>{page.titleKeys.map((key) => t(key)).join(' · ')}</Link>
      {groupBuilt && !page.built && <ComingTag />}
    </li>
  );
}

/** The module's pages from the route catalog: each page or group a tile, unbuilt ones tagged 建设中. */
export function ModulePages({
  entries,
  tally,
  titleKey = 'workbench:pages.title',
}: {
  entries: PageEntry[];
  tally: { built: number; total: number };
  titleKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="rl-widget rl-module-pages"
      data-testid="module-pages"
      title={t(titleKey)}
      extra={<Typography.Text type="secondary">{t('workbench:pages.tally', tally)}</Typography.Text>}
    >
      <div className="rl-page-tiles">
        {entries.map((entry) => (
          <section
            key={entry.path}
            className={entry.built ? 'rl-page-tile' : 'rl-page-tile rl-page-tile-coming'}
          >
            <div className="rl-page-tile-head">
              <Link to={entry.path}>{t(entry.titleKeys[0]!)}</Link>
              {!entry.built && <ComingTag />}
            </div>
            {entry.pages.length > 0 && (
              <ul>
                {entry.pages.map((page) => (
                  <GroupPage key={page.path} page={page} groupBuilt={entry.built} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Card>
  );
}
