import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import type { LegalDoc } from '../legal/texts.ts';
import { LegalPage } from './LegalPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const platform = (contacts: { servicePhone?: string; serviceEmail?: string; address?: string }) => ({
  name: '杭州仁力人力资源有限公司',
  logoUrl: '',
  icp: '',
  servicePhone: '',
  serviceEmail: '',
  address: '',
  about: '',
  registrationOpen: true,
  ...contacts,
});

function open(doc: LegalDoc, contacts = {}) {
  fakeServer({ '/anon/plat/infoNose': () => ({ data: platform(contacts) }) });
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/${doc}`]}>
        <LegalPage doc={doc} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('LegalPage', () => {
  it('shows the 用户协议 in force, its version and date, and the operator to contact', async () => {
    open('agreement', { serviceEmail: 'privacy@renli.example', servicePhone: '0571-88888888' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('用户协议');
    expect(screen.getByText(/版本 1\.0 · 2026年11月25日起生效/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. 协议双方与适用范围' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/privacy');
    const contact = await screen.findByTestId('legal-contact');
    expect(within(contact).getByText('杭州仁力人力资源有限公司')).toBeTruthy();
    expect(within(contact).getByText('privacy@renli.example')).toBeTruthy();
    expect(within(contact).getByText('0571-88888888')).toBeTruthy();
  });

  it('says so when the operator published no contact, and reads in English', async () => {
    await i18n.changeLanguage('en');
    open('privacy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText(/Version 1\.0 · in force from November 25, 2026/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '8. Your rights' })).toBeTruthy();
    const contact = await screen.findByTestId('legal-contact');
    expect(contact.textContent).toContain('has not yet published a phone number');
  });
});
