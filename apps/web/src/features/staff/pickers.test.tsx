import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { StaffPicker, staffLabel } from './pickers.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (staffId: number, staffName: string, deptName: string | null, jobNo: string | null) => ({
  staffId,
  userId: staffId - 20000,
  staffName,
  jobNo,
  staffPhotoWebAddr: null,
  deptName,
  position: null,
  employeeType: 1,
  mobile: null,
});

describe('StaffPicker', () => {
  it('names a staff member with department and job number, leaving out what is missing', () => {
    expect(staffLabel({ staffName: '张伟', deptName: '研发部', jobNo: 'A001' })).toBe('张伟 · 研发部 · A001');
    expect(staffLabel({ staffName: '张伟', deptName: null, jobNo: 'A009' })).toBe('张伟 · A009');
  });

  it('searches the address book as typed and answers the chosen staff record', async () => {
    const { bodiesOf } = fakeServer({
      '/compStaffMember/getStaff': (body) => ({
        data: {
          result: {
            list: (body as { searchText?: string }).searchText
              ? [entry(30002, '张伟', null, 'A009')]
              : [entry(30001, '张伟', '研发部', 'A001'), entry(30002, '张伟', null, 'A009')],
            total: 2,
            pageNum: 1,
            pageSize: 100,
          },
        },
      }),
    });
    const onChange = vi.fn();
    render(
      <Providers>
        <StaffPicker onChange={onChange} />
      </Providers>,
    );
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    expect(await screen.findByText('张伟 · 研发部 · A001')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'A009' } });
    await waitFor(() => expect(bodiesOf('/getStaff').at(-1)).toMatchObject({ searchText: 'A009' }));
    await waitFor(() => expect(screen.queryByText('张伟 · 研发部 · A001')).toBeNull());
    fireEvent.click(screen.getByText('张伟 · A009'));
    expect(onChange).toHaveBeenCalledWith(30002);
  });
});
