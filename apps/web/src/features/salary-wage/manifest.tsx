import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const FilePage = lazyScreen(() => import('./FilePage.tsx').then((m) => m.FilePage));
const SetPage = lazyScreen(() => import('./SetPage.tsx').then((m) => m.SetPage));

/** 工资项与薪资档案 (docs/product/salary.md, "Items, formulas and salary archives"). */
export const salaryWageFeature = defineFeature({
  name: 'salary-wage',
  screens: {
    '/salary/wage/file/:sign?': <FilePage />,
    '/salary/wage/set/:sign?': <SetPage />,
  },
});
