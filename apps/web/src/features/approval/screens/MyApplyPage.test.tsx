import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { MyApplyPage } from './MyApplyPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

describe('MyApplyPage', () => {
  it('sends 请假 to the attendance form, which starts its approval with the request', async () => {
    fakeServer({
      '/cAudit/template/selectStartable': () => ({
        data: [
          { group: '考勤', templates: [{ id: 1, name: '请假', icon: 'leave', type: 'leave' }] },
          { group: '通用', templates: [{ id: 6, name: '通用审批', icon: 'general', type: 'general' }] },
        ],
      }),
    });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/oa/approve/myapply']}>
          <Routes>
            <Route path="/oa/approve/myapply" element={<MyApplyPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(await screen.findByText('请假'));
    expect((await screen.findByRole('status')).textContent).toBe('/oa/attendance/vacation?apply=leave');
  });
});
