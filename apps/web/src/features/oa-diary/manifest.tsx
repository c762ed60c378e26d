import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const DiaryPage = lazyScreen(() => import('./DiaryPage.tsx').then((m) => m.DiaryPage));

/** 工作日志 (docs/product/oa-diary.md). */
export const oaDiaryFeature = defineFeature({
  name: 'oa-diary',
  screens: {
    '/oa/diary/mydiary': <DiaryPage tab="mydiary" />,
    '/oa/diary/reminddiary': <DiaryPage tab="reminddiary" />,
    '/oa/diary/reviewlog': <DiaryPage tab="reviewlog" />,
  },
});
