import { cleanup, render, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../components/resource/resource-test-kit.tsx';
import { approvalFeature } from '../features/approval/manifest.tsx';
import { i18n } from '../lib/i18n.ts';
import { installBrowserStubs } from '../test/browser-stubs.ts';
import { buildMenuItems } from './menu.tsx';
import type { AppRoute } from './route-types.ts';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A feature's count after its menu entry (FeatureScreen.menuBadge): 待我审批 shows the waiting tasks.
const todo = approvalFeature.screens['/oa/approve/list'];
const routes: AppRoute[] = [
  {
    path: '/oa/approve/list',
    titleKey: 'approval:todo.todo',
    access: 'user',
    menuKey: '/oa/approve/list',
    element: todo.element,
    menuBadge: todo.menuBadge,
  },
  {
    path: '/oa/approve/mycc',
    titleKey: 'approval:cc.title',
    access: 'user',
    menuKey: '/oa/approve/mycc',
    element: null,
  },
];
const renderMenu = () =>
  render(
    <Providers>
      <MemoryRouter>
        <Menu mode="inline" items={buildMenuItems(routes, i18n.t.bind(i18n))} />
      </MemoryRouter>
    </Providers>,
  );

describe('menu badges', () => {
  it('shows how many tasks wait after 待我审批, and nothing after the other entries', async () => {
    fakeServer({ '/cAudit/instance/selectTodoCount': () => ({ data: { count: 3 } }) });
    renderMenu();
    const badge = await screen.findByLabelText('3 条待审批');
    expect(badge.closest('a')?.textContent).toContain('待我审批');
    expect(screen.getByText('抄送我的').closest('a')?.querySelector('.ant-badge')).toBeNull();
  });
});
