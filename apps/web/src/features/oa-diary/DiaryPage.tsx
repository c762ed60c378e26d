import './oa-diary.css';
import { MyDiary } from './MyDiary.tsx';
import { RemindDiary } from './RemindDiary.tsx';
import { ReviewLog } from './ReviewLog.tsx';

/** 工作日志 (docs/product/oa-diary.md): write (mydiary), review (reviewlog), reminder rules (reminddiary). */
export function DiaryPage({ tab }: { tab: string }) {
  if (tab === 'reviewlog') return <ReviewLog />;
  if (tab === 'reminddiary') return <RemindDiary />;
  return <MyDiary />;
}
