import { Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isStaff, managesStaff } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { AllSheets } from './AllSheets.tsx';
import { useAppraisalCycles, useMySheets, useSheetsToReview } from './api.ts';
import { CalibrationBoard } from './calibration/CalibrationBoard.tsx';
import { SheetCards } from './SheetCards.tsx';
import './appraisal.css';

const TABS = ['my', 'review', 'calibration', 'all'] as const;
type AppraisalTab = (typeof TABS)[number];

function MySheets() {
  const { t } = useTranslation('performance-appraisal');
  const mine = useMySheets();
  return (
    <SheetCards rows={mine.data?.list} loading={mine.isLoading} empty={t('empty.my')} showPerson={false} />
  );
}

function ToReview() {
  const { t } = useTranslation('performance-appraisal');
  const waiting = useSheetsToReview();
  return (
    <SheetCards rows={waiting.data?.list} loading={waiting.isLoading} empty={t('empty.review')} showPerson />
  );
}

/**
 * 绩效考核 (docs/product/performance.md, "Appraisal"): 我的考核, 待我评分, 绩效校准 (HR; heads see their
 * departments) and 全部 (HR).
 */
export function AppraisalPage() {
  const { t } = useTranslation('performance-appraisal');
  const { type } = useParams();
  const navigate = useNavigate();
  const summary = useAuthSummary().data;
  const cycles = useAppraisalCycles();
  if (!summary)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const hr = managesStaff(summary);
  const calibrates = hr || (cycles.data?.list.length ?? 0) > 0;
  const items = [
    ...(isStaff(summary) ? [{ key: 'my', label: t('tabs.my'), children: <MySheets /> }] : []),
    ...(isStaff(summary) ? [{ key: 'review', label: t('tabs.review'), children: <ToReview /> }] : []),
    ...(calibrates
      ? [{ key: 'calibration', label: t('tabs.calibration'), children: <CalibrationBoard /> }]
      : []),
    ...(hr ? [{ key: 'all', label: t('tabs.all'), children: <AllSheets /> }] : []),
  ];
  const wanted = TABS.includes(type as AppraisalTab) ? type : undefined;
  const active = items.some((i) => i.key === wanted) ? wanted : items[0]?.key;
  return (
    <Card title={t('title')} className="appraisal-page">
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/performance/performanceappraisal/${key}`)}
        items={items}
        destroyOnHidden
      />
    </Card>
  );
}
