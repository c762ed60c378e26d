import {
  CalendarOutlined,
  CheckSquareOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  NotificationOutlined,
  SearchOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { OA_SEARCH_PER_KIND, type OaSearchGroup, type OaSearchKind } from '@renli/contracts';
import { Empty, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { WidgetCard } from '../../components/workbench/WidgetCard.tsx';
import { useDebounced, useOaSearch } from './api.ts';
import './oa-search.css';

const ICONS: Record<OaSearchKind, ReactNode> = {
  diary: <FileTextOutlined />,
  document: <FolderOpenOutlined />,
  notice: <NotificationOutlined />,
  task: <CheckSquareOutlined />,
  event: <CalendarOutlined />,
  meeting: <TeamOutlined />,
};

/** Each kind's own screen, where the rest of its matches are. */
const PAGES: Record<OaSearchKind, string> = {
  diary: '/oa/diary/mydiary',
  document: '/oa/doc',
  notice: '/oa/notice/notice',
  task: '/oa/task/execute',
  event: '/oa/schedule',
  meeting: '/oa/conference/meeting',
};

/** A hit's in-app hash link (`#/oa/…`) as a router path. */
export const routeOf = (link: string) => link.replace(/^#/, '');

/** The text with every case-insensitive occurrence of `q` marked. */
export function Marked({ text, q }: { text: string; q: string }) {
  const needle = q.toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + q.length)}</mark>);
    from = at + q.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

function Group({ group, q }: { group: OaSearchGroup; q: string }) {
  const { t, i18n } = useTranslation('oa-search');
  return (
    <section className="rl-oa-search-group" data-testid={`oa-search-${group.kind}`}>
      <header className="rl-oa-search-group-head">
        <span className="rl-oa-search-kind">
          {ICONS[group.kind]}
          {t(`kind.${group.kind}`)}
        </span>
        <Typography.Text type="secondary">
          {group.more
            ? t('countMore', { count: OA_SEARCH_PER_KIND })
            : t('count', { count: group.hits.length })}
        </Typography.Text>
      </header>
      <ul className="rl-oa-search-hits">
        {group.hits.map((hit) => (
          <li key={hit.id}>
            <Link to={routeOf(hit.link)} className="rl-oa-search-hit">
              <span className="rl-oa-search-line">
                <Typography.Text strong ellipsis className="rl-oa-search-title">
                  <Marked text={hit.title} q={q} />
                </Typography.Text>
                {hit.time && (
                  <Typography.Text type="secondary" className="rl-oa-search-time">
                    {chinaTime(hit.time, i18n.language)}
                  </Typography.Text>
                )}
              </span>
              {hit.snippet && (
                <Typography.Text type="secondary" className="rl-oa-search-snippet">
                  <Marked text={hit.snippet} q={q} />
                </Typography.Text>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {group.more && (
        <Link to={PAGES[group.kind]} className="rl-oa-search-more">
          {t('more', { page: t(`page.${group.kind}`) })}
        </Link>
      )}
    </section>
  );
}

/** 办公搜索 on the OA workbench: one box over reports, documents, announcements, tasks, events and meetings. */
export function SearchWidget() {
  const { t } = useTranslation('oa-search');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const search = useOaSearch(q);
  const groups = (q ? (search.data?.groups ?? []) : []).filter((g) => g.hits.length > 0);
  return (
    <WidgetCard testId="widget-oa-search" icon={<SearchOutlined />} title={t('title')}>
      <Input.Search
        allowClear
        value={text}
        maxLength={50}
        placeholder={t('placeholder')}
        aria-label={t('title')}
        loading={q.length > 0 && search.isFetching}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => setText(value)}
        data-testid="oa-search-input"
      />
      <div className="rl-oa-search-body" aria-live="polite">
        {!q ? (
          <Typography.Paragraph type="secondary" className="rl-oa-search-intro">
            {t('intro')}
          </Typography.Paragraph>
        ) : search.isError ? (
          <Typography.Text type="danger" role="alert">
            {search.error instanceof Error ? search.error.message : ''}
          </Typography.Text>
        ) : search.data && groups.length === 0 && !search.isPlaceholderData ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <div>{t('none', { q })}</div>
                <Typography.Text type="secondary">{t('noneHint')}</Typography.Text>
              </>
            }
          />
        ) : (
          <div className="rl-oa-search-groups">
            {groups.map((group) => (
              <Group key={group.kind} group={group} q={q} />
            ))}
          </div>
        )}
      </div>
    </WidgetCard>
  );
}
