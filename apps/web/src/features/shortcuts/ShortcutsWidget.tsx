import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetCard } from '../../components/workbench/WidgetCard.tsx';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { shortcutsFor } from './links.ts';
import './shortcuts.css';

/** 快捷入口: tiles to the built screens the caller can use. */
export function ShortcutsWidget() {
  const { t } = useTranslation('shortcuts');
  const access = useAuthSummary();
  return (
    <WidgetCard testId="widget-shortcuts" icon={<AppstoreOutlined />} title={t('title')} query={access}>
      <nav className="rl-shortcuts" aria-label={t('title')}>
        {shortcutsFor(access.data).map(({ key, path, icon: Icon }) => (
          <Link key={key} to={path} className="rl-shortcut" data-testid={`shortcut-${key}`}>
            <span className="rl-shortcut-icon">
              <Icon />
            </span>
            <span className="rl-shortcut-label">{t(`link.${key}`)}</span>
          </Link>
        ))}
      </nav>
    </WidgetCard>
  );
}
