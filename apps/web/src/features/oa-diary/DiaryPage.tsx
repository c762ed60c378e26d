import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import './oa-diary.css';
import { MyDiary } from './MyDiary.tsx';
import { RemindDiary } from './RemindDiary.tsx';
import { ReviewLog } from './ReviewLog.tsx';

/** 工作日志 (docs/product/oa-diary.md): write (mydiary), review (reviewlog), reminder rules (reminddiary). */
export function DiaryPage({ tab }: { tab: string }) {
  if (tab === 'reminddiary') return <RemindDiary />;
  return <StaffOnly>{tab === 'reviewlog' ? <ReviewLog /> : <MyDiary />}</StaffOnly>;
}

/**
 * Reports are written and received by staff; the company account, no staff member, is shown where
 * it manages them instead (the server answers it 403 there).
 */
function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('oa-diary');
  const summary = useAuthSummary().data;
  if (!summary) return null;
  if (isStaff(summary)) return children;
  return (
    <Result
      status="info"
      title={t('notStaff.title')}
      subTitle={t('notStaff.hint')}
      extra={
        <Button type="primary" href="#/oa/diary/reminddiary">
          {t('notStaff.action')}
        </Button>
      }
    />
  );
}
