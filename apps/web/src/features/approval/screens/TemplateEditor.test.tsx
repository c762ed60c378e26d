import { StaffChangeKind, staffChangeApprovalForm, staffEntryApprovalForm } from '@renli/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { TemplateEditor } from './TemplateEditor.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['approval']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TemplateEditor: the business a template serves', () => {
  it("presets the entry approval's form when 入职 is chosen", async () => {
    fakeServer({});
    render(
      <Providers>
        <TemplateEditor template={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.mouseDown(await screen.findByLabelText('关联业务'));
    fireEvent.click(await screen.findByTitle('入职'));
    fireEvent.click(screen.getByRole('tab', { name: '表单设计' }));
    for (const field of staffEntryApprovalForm.fields) {
      const label = field.kind === 'description' ? field.text : field.label;
      expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    }
  });

  it("offers 转正, 调动 and 离职, and presets 离职's form", async () => {
    fakeServer({});
    render(
      <Providers>
        <TemplateEditor template={null} onClose={() => undefined} />
      </Providers>,
    );
    fireEvent.mouseDown(await screen.findByLabelText('关联业务'));
    for (const type of ['转正', '调动']) expect(await screen.findByTitle(type)).toBeTruthy();
    fireEvent.click(await screen.findByTitle('离职'));
    fireEvent.click(screen.getByRole('tab', { name: '表单设计' }));
    for (const field of staffChangeApprovalForm(StaffChangeKind.DIMISSION).fields) {
      const label = field.kind === 'description' ? field.text : field.label;
      expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    }
  });
});
