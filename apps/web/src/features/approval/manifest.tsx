import { lazy } from 'react';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const TemplatesPage = lazyScreen(() => import('./screens/TemplatesPage.tsx').then((m) => m.TemplatesPage));
const MyApplyPage = lazyScreen(() => import('./screens/MyApplyPage.tsx').then((m) => m.MyApplyPage));
const TodoPage = lazyScreen(() => import('./screens/TodoPage.tsx').then((m) => m.TodoPage));
const TodoMenuBadge = lazy(() => import('./TodoMenuBadge.tsx').then((m) => ({ default: m.TodoMenuBadge })));
const CcPage = lazyScreen(() => import('./screens/TodoPage.tsx').then((m) => m.CcPage));

/**
 * Approvals (审批, docs/product/approval.md): every staff member starts, approves and reads their
 * instances; templates are the admins' (the server checks, `/cAudit/template/*`).
 */
export const approvalFeature = defineFeature({
  name: 'approval',
  screens: {
    '/oa/approve/myapply': { element: <MyApplyPage />, openToAllStaff: true },
    '/oa/approve/list': { element: <TodoPage />, openToAllStaff: true, menuBadge: TodoMenuBadge },
    '/oa/approve/mycc': { element: <CcPage />, openToAllStaff: true },
    '/oa/approve/temp': <TemplatesPage />,
  },
});
