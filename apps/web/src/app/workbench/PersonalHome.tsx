import { CommentOutlined, FlagOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetCard } from '../../components/workbench/WidgetCard.tsx';
import { WidgetList } from '../../components/workbench/WidgetList.tsx';
import { CHAT_PATH, SETTINGS_PATH } from '../../lib/paths.ts';
import { allowedRoutes, PERSON_HOME } from '../route-access.ts';
import { useActor } from '../use-actor.ts';
import { userModules } from '../user-routes.tsx';
import { Greeting } from './Greeting.tsx';
import { ModulePages } from './ModulePages.tsx';
import { modulePages, pageTally } from './module-pages.ts';
import './workbench.css';

/** Settings' 系统消息: a person's reminders, under the one module besides their own they see. */
const NOTIFICATIONS_PATH = '/other/system/message';
const RESUME_PATH = `${PERSON_HOME}/resume`;

/**
 * A person's home (`/me`): who they are, their messages, what to do next, and their own pages
 * (resume, applications, payslips once employed), which are tagged 建设中 until built.
 */
export function PersonalHome() {
  const { t } = useTranslation('workbench');
  const { actor } = useActor();
  const catalog = userModules.find((module) => module.path === PERSON_HOME)!;
  const entries = modulePages(allowedRoutes([catalog], actor)[0] ?? catalog);
  // The last step is a pointer, not a link: an invitation comes by itself, the switch is in the user menu.
  const steps: { key: string; to?: string }[] = [
    { key: 'profile', to: SETTINGS_PATH },
    { key: 'resume', to: RESUME_PATH },
    { key: actor?.employed ? 'switch' : 'join' },
  ];
  return (
    <div className="rl-workbench" data-testid="personal-home">
      <Greeting />
      <Row gutter={[16, 16]} className="rl-widget-grid">
        <Col xs={24} lg={12}>
          <WidgetCard testId="person-messages" icon={<CommentOutlined />} title={t('person.messages')}>
            <WidgetList
              items={[
                { key: 'chat', to: CHAT_PATH, title: t('person.chat'), meta: t('person.chatHint') },
                {
                  key: 'notifications',
                  to: NOTIFICATIONS_PATH,
                  title: t('person.notifications'),
                  meta: t('person.notificationsHint'),
                },
              ]}
            />
          </WidgetCard>
        </Col>
        <Col xs={24} lg={12}>
          <WidgetCard testId="person-next" icon={<FlagOutlined />} title={t('person.next')}>
            <ol className="rl-person-steps">
              {steps.map((step) => (
                <li key={step.key}>
                  {step.to ? (
                    <Link to={step.to}>{t(`person.step.${step.key}.title`)}</Link>
                  ) : (
                    <strong>{t(`person.step.${step.key}.title`)}</strong>
                  )}
                  <span>{t(`person.step.${step.key}.hint`)}</span>
                </li>
              ))}
            </ol>
          </WidgetCard>
        </Col>
      </Row>
      <ModulePages entries={entries} tally={pageTally(entries)} titleKey="workbench:person.pages" />
    </div>
  );
}
