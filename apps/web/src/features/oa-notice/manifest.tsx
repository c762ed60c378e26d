import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const NoticePage = lazyScreen(() => import('./NoticePage.tsx').then((m) => m.NoticePage));

/** 公告 (docs/product/oa-notice.md). */
export const oaNoticeFeature = defineFeature({
  name: 'oa-notice',
  screens: {
    '/oa/notice/notice': <NoticePage tab="notice" />,
    '/oa/notice/my': <NoticePage tab="my" />,
    '/oa/notice/draft': <NoticePage tab="draft" />,
    '/oa/notice/set': <NoticePage tab="set" />,
  },
});
