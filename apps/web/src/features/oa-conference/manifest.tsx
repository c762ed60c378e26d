import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const ConferencePage = lazyScreen(() => import('./ConferencePage.tsx').then((m) => m.ConferencePage));

/** 会议 (docs/product/oa-conference.md). */
export const oaConferenceFeature = defineFeature({
  name: 'oa-conference',
  screens: {
    '/oa/conference/meeting': <ConferencePage tab="meeting" />,
    '/oa/conference/online': <ConferencePage tab="online" />,
    '/oa/conference/room': <ConferencePage tab="room" />,
  },
});
