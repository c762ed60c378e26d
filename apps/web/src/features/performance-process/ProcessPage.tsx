import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CyclesTab } from './cycles/CyclesTab.tsx';
import { TemplatesTab } from './templates/TemplatesTab.tsx';

const TABS = ['cycle', 'template'] as const;
type ProcessTab = (typeof TABS)[number];

/** 考核流程 (docs/product/performance.md, "Templates", "Cycles and stages"): cycles first, then templates. */
export function ProcessPage() {
  const { t } = useTranslation('performance-process');
  const { type } = useParams();
  const navigate = useNavigate();
  const active: ProcessTab = TABS.includes(type as ProcessTab) ? (type as ProcessTab) : 'cycle';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(`/performance/processmanagement/${key}`)}
      items={[
        { key: 'cycle', label: t('tabs.cycle'), children: <CyclesTab /> },
        { key: 'template', label: t('tabs.template'), children: <TemplatesTab /> },
      ]}
    />
  );
}
