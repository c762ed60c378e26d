import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  CloudServerOutlined,
  CommentOutlined,
  FileProtectOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  RiseOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_HOME } from '../../lib/paths.ts';
import { useToken } from '../../lib/session.ts';
import { HeroPreview } from './HeroPreview.tsx';

const FEATURES: { key: string; icon: ReactNode; color: string }[] = [
  { key: 'recruit', icon: <SolutionOutlined />, color: '#3b6ef5' },
  { key: 'staff', icon: <TeamOutlined />, color: '#15a37a' },
  { key: 'salary', icon: <MoneyCollectOutlined />, color: '#f0772e' },
  { key: 'performance', icon: <RiseOutlined />, color: '#8a4fe0' },
  { key: 'oa', icon: <AuditOutlined />, color: '#1c8fc4' },
  { key: 'chat', icon: <CommentOutlined />, color: '#e0456b' },
  { key: 'train', icon: <BookOutlined />, color: '#d49a00' },
  { key: 'crm', icon: <ApartmentOutlined />, color: '#4b5d73' },
];

const REASONS: { key: string; icon: ReactNode }[] = [
  { key: 'selfHosted', icon: <CloudServerOutlined /> },
  { key: 'secure', icon: <LockOutlined /> },
  { key: 'fast', icon: <ThunderboltOutlined /> },
  { key: 'compliant', icon: <FileProtectOutlined /> },
];

/** `/`: what the product is and the way in; plain markup, so the first page loads without antd (docs/architecture.md, "Landing page"). */
export function HomePage() {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken('user'));

  const cta = loggedIn ? (
    <Link to={USER_HOME} className="renli-btn renli-btn-primary renli-btn-large" data-testid="home-enter">
      {t('public:home.enter')}
    </Link>
  ) : (
    <div className="renli-btn-row">
      <Link
        to="/register"
        className="renli-btn renli-btn-primary renli-btn-large"
        data-testid="home-register"
      >
        {t('public:home.register')}
      </Link>
      <Link to="/login" className="renli-btn renli-btn-large" data-testid="home-login">
        {t('public:home.login')}
      </Link>
    </div>
  );

  return (
    <div className="renli-home">
      <section className="renli-hero">
        <div className="renli-hero-inner">
          <div className="renli-hero-copy">
            <span className="renli-hero-badge">{t('public:home.badge')}</span>
            <h1 data-testid="home-headline">
              {t('common:product.title')}
              <span className="renli-hero-tagline">{t('public:home.tagline')}</span>
            </h1>
            <p>{t('public:home.intro')}</p>
            {cta}
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="renli-section">
        <h2 className="renli-section-title">{t('public:home.featuresTitle')}</h2>
        <p className="renli-section-sub">{t('public:home.featuresSub')}</p>
        <div className="renli-grid">
          {FEATURES.map(({ key, icon, color }) => (
            <div key={key} className="renli-feature">
              <span className="renli-feature-icon" style={{ color, background: `${color}14` }}>
                {icon}
              </span>
              <h3>{t(`public:home.features.${key}.title`)}</h3>
              <p>{t(`public:home.features.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="renli-section renli-reasons">
        <h2 className="renli-section-title">{t('public:home.reasonsTitle')}</h2>
        <div className="renli-grid">
          {REASONS.map(({ key, icon }) => (
            <div key={key} className="renli-reason">
              <span className="renli-reason-icon">{icon}</span>
              <h3>{t(`public:home.reasons.${key}.title`)}</h3>
              <p>{t(`public:home.reasons.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="renli-cta">
        <h2>{t('public:home.ctaTitle')}</h2>
        <p>{t('public:home.ctaSub')}</p>
        {cta}
      </section>
    </div>
  );
}
