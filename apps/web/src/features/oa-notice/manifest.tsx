import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const NoticePage = lazyScreen(() => import('./NoticePage.tsx').then((m) => m.NoticePage));
const PublicNoticeList = lazyScreen(() => import('./PublicNotices.tsx').then((m) => m.PublicNoticeList));
const PublicNoticeDetail = lazyScreen(() => import('./PublicNotices.tsx').then((m) => m.PublicNoticeDetail));

/** 公告 (docs/product/oa-notice.md), and the company public site's announcement pages. */
export const oaNoticeFeature = defineFeature({
  name: 'oa-notice',
  screens: {
    '/oa/notice/notice': <NoticePage tab="notice" />,
    '/oa/notice/my': <NoticePage tab="my" />,
    '/oa/notice/draft': <NoticePage tab="draft" />,
    '/oa/notice/set': <NoticePage tab="set" />,
    '/company/:companyId/notice': <PublicNoticeList />,
    '/company/:companyId/notice/:noticeId': <PublicNoticeDetail />,
  },
});
