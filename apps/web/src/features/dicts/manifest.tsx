import { DICT_TYPES } from '@renli/contracts';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const DictPage = lazyScreen(() => import('./DictPage.tsx').then((m) => m.DictPage));

export const dictsFeature = defineFeature({
  name: 'dicts',
  // Keyed per type: moving between dictionary pages starts each from its own filters.
  screens: Object.fromEntries(
    DICT_TYPES.map((type) => [`/Parameter/${type}`, <DictPage key={type} type={type} />]),
  ),
});
