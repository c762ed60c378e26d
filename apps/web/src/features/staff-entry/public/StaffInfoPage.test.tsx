import type { EntryInfoForm } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Handler, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { StaffInfoPage } from './StaffInfoPage.tsx';

const TOKEN = 'A'.repeat(43);
const form: EntryInfoForm = {
  compName: '杭州云栖科技有限公司',
  staffName: '李娜',
  entryDate: '2026-03-02',
  deptName: '研发部',
  positionName: '前端工程师',
  info: { currentAddress: '杭州市西湖区文三路 1 号' },
  infoStatus: 1,
  expiresAt: '2026-03-01T02:00:00.000Z',
};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-entry']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({
    '/entryManagement/infoForm': () => ({ data: form }),
    '/entryManagement/submitInfo': () => ({ data: { infoStatus: 2 } }),
    '/entryManagement/saveInfo': () => ({ data: { infoStatus: 1 } }),
    ...handlers,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/staff-info?token=${TOKEN}`]}>
        <Routes>
          <Route path="/staff-info" element={<StaffInfoPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  const popup = await waitFor(() => document.querySelector<HTMLElement>('.ant-popconfirm')!);
  fireEvent.click(within(popup).getByRole('button', { name: /确\s*定|OK/ }));
};

describe('StaffInfoPage', () => {
  it('greets the hire with the company and the job, with what was saved before', async () => {
    const { calls, bodiesOf } = renderForm();
    expect(await screen.findByText('李娜，欢迎加入杭州云栖科技有限公司')).toBeTruthy();
    expect(screen.getByText('入职岗位：研发部 · 前端工程师')).toBeTruthy();
    expect(screen.getByText('入职日期：2026-03-02')).toBeTruthy();
    expect((screen.getByLabelText('现居住地址') as HTMLInputElement).value).toBe('杭州市西湖区文三路 1 号');
    // The token travels in the body, never in the address; no session goes along.
    expect(bodiesOf('/infoForm')).toEqual([{ token: TOKEN }]);
    expect(calls[0]!.path).toBe('/entryManagement/infoForm');
    expect(calls[0]!.headers).not.toHaveProperty('access_token');
  });

  it('reads birth date and sex from the identity number and submits, then shows it is done', async () => {
    const { bodiesOf } = renderForm();
    fireEvent.change(await screen.findByLabelText('身份证号码'), { target: { value: '11010519491231002X' } });
    await waitFor(() =>
      expect((screen.getByLabelText('出生日期') as HTMLInputElement).value).toBe('1949-12-31'),
    );
    expect(screen.getByTitle('女')).toBeTruthy();
    await submit();
    await waitFor(() =>
      expect(bodiesOf('/submitInfo')).toEqual([
        {
          token: TOKEN,
          info: expect.objectContaining({
            idNumber: '11010519491231002X',
            birthDate: '1949-12-31',
            sex: 2,
            currentAddress: '杭州市西湖区文三路 1 号',
            emergencyContacts: [],
            documents: [],
          }),
        },
      ]),
    );
    expect(await screen.findByText('提交成功')).toBeTruthy();
  });

  it("puts the server's refusal on the field it names", async () => {
    renderForm({
      '/entryManagement/submitInfo': () => ({
        code: 400,
        message: '身份证号码：请填写身份证号码',
        data: { fields: [{ field: 'info.idNumber', message: '请填写身份证号码' }] },
      }),
    });
    await screen.findByLabelText('身份证号码');
    await submit();
    expect(await screen.findByText('请填写身份证号码')).toBeTruthy();
    expect(screen.queryByText('提交成功')).toBeNull();
  });

  it('saves a draft without submitting', async () => {
    const { bodiesOf } = renderForm();
    fireEvent.change(await screen.findByLabelText('民族'), { target: { value: '汉族' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodiesOf('/saveInfo')).toHaveLength(1));
    expect(bodiesOf('/saveInfo')[0]).toMatchObject({ info: { ethnicity: '汉族' } });
    expect(bodiesOf('/submitInfo')).toEqual([]);
  });

  it('says a link that no longer works is invalid', async () => {
    renderForm({
      '/entryManagement/infoForm': () => ({ code: 410, message: '链接已失效，请联系 HR 重新发送' }),
    });
    expect(await screen.findByText('链接已失效')).toBeTruthy();
    expect(screen.getByText('请联系 HR 重新发送入职登记表链接。')).toBeTruthy();
  });
});
