import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { TryPage } from './TryPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['company']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <Providers>
      <MemoryRouter>
        <TryPage />
      </MemoryRouter>
    </Providers>,
  );

const fill = () => {
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Trial Co' } });
  fireEvent.change(screen.getByLabelText('Contact person'), { target: { value: 'Wang' } });
  fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
};

describe('TryPage', () => {
  it('shows the server field message and, once accepted, the registration link', async () => {
    let accept = false;
    const { bodiesOf } = fakeServer({
      '/anon/trial/apply': () =>
        accept
          ? { data: { id: 1 } }
          : {
              code: 400,
              message: 'invalid',
              data: { fields: [{ field: 'mobile', message: 'not a valid mobile number' }] },
            },
    });
    renderPage();
    fill();
    expect(await screen.findByText('not a valid mobile number')).toBeTruthy();
    accept = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a company account' })).toBeTruthy();
    await waitFor(() =>
      expect(bodiesOf('/anon/trial/apply')[1]).toMatchObject({ compName: 'Trial Co', mobile: '12' }),
    );
  });
});
