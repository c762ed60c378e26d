import { TeamOutlined } from '@ant-design/icons';
import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetAction } from '../../../components/workbench/WidgetAction.tsx';
import { WidgetCard } from '../../../components/workbench/WidgetCard.tsx';
import { managesStaff } from '../../../lib/access.ts';
import { ADDRESS_BOOK_PATH, STAFF_ACCOUNTS_PATH } from '../../../lib/paths.ts';
import { useAuthSummary } from '../../../lib/session-queries.ts';
import { useStaffCounts } from '../api.ts';
import './staff-widgets.css';

const FIGURES = ['active', 'hrm', 'hro', 'joinedThisMonth'] as const;

/** 员工概况: active staff, internal (HRM) and outsourced (HRO), and who joined this month. */
export function StaffCountsWidget() {
  const { t } = useTranslation('staff');
  const counts = useStaffCounts();
  const access = useAuthSummary().data;
  const mayAdd = access !== undefined && managesStaff(access);
  return (
    <WidgetCard
      testId="widget-staff"
      icon={<TeamOutlined />}
      title={t('widget.title')}
      extra={<Link to={ADDRESS_BOOK_PATH}>{t('title')}</Link>}
      query={counts}
      empty={
        counts.data?.active === 0
          ? {
              description: t('widget.empty'),
              action: mayAdd && <WidgetAction to={STAFF_ACCOUNTS_PATH}>{t('widget.add')}</WidgetAction>,
            }
          : null
      }
    >
      <Row gutter={[12, 12]}>
        {FIGURES.map((figure) => (
          <Col key={figure} xs={12} sm={6} data-testid={`staff-${figure}`}>
            <Statistic
              className="rl-staff-figure"
              title={t(`widget.${figure}`)}
              value={counts.data?.[figure] ?? 0}
            />
          </Col>
        ))}
      </Row>
    </WidgetCard>
  );
}
