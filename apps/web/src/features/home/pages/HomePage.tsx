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
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_HOME } from '../../../lib/paths.ts';
import { useToken } from '../../../lib/session.ts';
import { HeroPreview } from '../components/HeroPreview.tsx';

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

/** `/`: what the product is and the way in. */
export function HomePage() {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken('user'));

  const cta = loggedIn ? (
    <Link to={USER_HOME}>
      <Button type="primary" size="large" data-testid="home-enter">
        {t('public:home.enter')}
      </Button>
    </Link>
  ) : (
    <Space size={12} wrap>
      <Link to="/register">
        <Button type="primary" size="large" data-testid="home-register">
          {t('public:home.register')}
        </Button>
      </Link>
      <Link to="/login">
        <Button size="large" data-testid="home-login">
          {t('public:home.login')}
        </Button>
      </Link>
    </Space>
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
        <Typography.Title level={2} className="renli-section-title">
          {t('public:home.featuresTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="renli-section-sub">
          {t('public:home.featuresSub')}
        </Typography.Paragraph>
        <Row gutter={[20, 20]}>
          {FEATURES.map(({ key, icon, color }) => (
            <Col key={key} xs={24} sm={12} lg={6}>
              <Card className="renli-feature" variant="borderless">
                <span className="renli-feature-icon" style={{ color, background: `${color}14` }}>
                  {icon}
                </span>
                <Typography.Title level={5}>{t(`public:home.features.${key}.title`)}</Typography.Title>
                <Typography.Text type="secondary">{t(`public:home.features.${key}.text`)}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="renli-section renli-reasons">
        <Typography.Title level={2} className="renli-section-title">
          {t('public:home.reasonsTitle')}
        </Typography.Title>
        <Row gutter={[32, 24]}>
          {REASONS.map(({ key, icon }) => (
            <Col key={key} xs={24} sm={12} lg={6} className="renli-reason">
              <span className="renli-reason-icon">{icon}</span>
              <Typography.Title level={5}>{t(`public:home.reasons.${key}.title`)}</Typography.Title>
              <Typography.Text type="secondary">{t(`public:home.reasons.${key}.text`)}</Typography.Text>
            </Col>
          ))}
        </Row>
      </section>

      <section className="renli-cta">
        <h2>{t('public:home.ctaTitle')}</h2>
        <p>{t('public:home.ctaSub')}</p>
        {cta}
      </section>
    </div>
  );
}
