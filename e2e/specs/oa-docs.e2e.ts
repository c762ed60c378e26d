import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DESKTOP, MOBILE, personAt } from '../support/chat-ui.ts';
import { shooter } from '../support/shots.ts';
import { choose, named } from '../support/staff-hr.ts';

/**
 * 文档 end to end (docs/product/oa-docs.md): 李秀英 (13700000002, 总经办) creates a folder in her
 * department's space, uploads a PDF with the progress bar showing (the upload is throttled so it
 * can be seen), previews it, uploads a new version, finds it by a word of its content, deletes it
 * and restores it from the recycle bin. At 1366 px and 390×844.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LI = '13700000002';
const stamp = Date.now().toString(36).slice(-5);
const shoot = shooter('oa-docs');

/** A one-page PDF whose text holds `codeword`, padded to about `padding` bytes by an unused stream. */
function pdfWith(lines: string[], padding: number): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td 24 TL ${lines.map((l) => `(${l}) Tj T*`).join(' ')} ET`;
  const filler = ' '.repeat(padding);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${filler.length} >>\nstream\n${filler}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Slows uploads to ~400 kB/s so a 1.5 MB upload's progress bar is on screen for a few seconds. */
async function throttleUploads(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 400 * 1024 : -1,
  });
}

const item = (page: Page, name: string) => page.getByTestId('doc-item').filter({ hasText: name }).first();

async function itemAction(page: Page, name: string, action: string) {
  await item(page, name).getByRole('button', { name: '更多操作' }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(action, { exact: true }).click();
}

describe('documents (文档)', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`李秀英 files, previews, versions, finds and restores a PDF (${size})`, async () => {
      const { page, errors, close } = await personAt(browser, baseURL, LI, viewport);
      await page.goto('/#/oa/doc');
      // Her department's space: from the side menu, or the phone's space picker.
      if (size === 'desktop')
        await page.locator('.oa-docs__spaces').getByText('总经办', { exact: true }).click();
      else await choose(page, page.getByLabel('文档空间'), '总经办');
      await item(page, '经营会议纪要').waitFor({ timeout: 15_000 });
      await shoot(page, 'space');

      const folder = `差旅制度${size}${stamp}`;
      await page
        .getByRole('button', { name: named('新建文件夹') })
        .first()
        .click();
      await page.getByLabel('名称').fill(folder);
      await page.getByRole('button', { name: named('确定') }).click();
      await item(page, folder).waitFor();
      await item(page, folder).getByText(folder).click();
      await page.locator('.oa-docs__crumbs').getByText(folder).waitFor();

      const codeword = `lighthouse${size}${stamp}`;
      const fileName = `差旅标准${size}.pdf`;
      await throttleUploads(page, true);
      await page.getByTestId('doc-upload-input').setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: pdfWith(['Renli travel policy', `Codeword: ${codeword}`], 1_500_000),
      });
      const progress = page.locator('.oa-docs__progress');
      await progress.locator('.ant-progress').waitFor({ timeout: 10_000 });
      await shoot(page, 'uploading');
      await page.getByText('已上传 1 个文件').waitFor({ timeout: 60_000 });
      await throttleUploads(page, false);
      await expect(progress.count()).resolves.toBe(0);

      await item(page, fileName).getByText(fileName).click();
      await page.getByTestId('doc-preview-pdf').waitFor({ timeout: 15_000 });
      await shoot(page, 'preview');
      await page.locator('.ant-modal-close').click();

      await itemAction(page, fileName, '上传新版本');
      await page.getByTestId('doc-version-input').setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: pdfWith(['Renli travel policy v2', `Codeword: ${codeword}`, 'Hotel 500 per night'], 1000),
      });
      await page.getByText(/已上传 1 个文件，其中 1 个/).waitFor({ timeout: 30_000 });
      await item(page, fileName).getByText('v2').waitFor();
      await itemAction(page, fileName, '历史版本');
      await page.getByTestId('doc-version').nth(1).waitFor();
      await expect(page.getByTestId('doc-version').count()).resolves.toBe(2);
      await shoot(page, 'versions');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();

      await page
        .getByRole('button', { name: named('搜索') })
        .first()
        .click();
      await page.getByPlaceholder('输入文件名或文件内容中的文字').fill(codeword);
      await page.getByPlaceholder('输入文件名或文件内容中的文字').press('Enter');
      const hit = page.getByTestId('doc-search-hit').filter({ hasText: fileName });
      await hit.getByText(codeword).waitFor({ timeout: 15_000 });
      await shoot(page, 'search');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();

      await itemAction(page, fileName, '删除');
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: named('删除') })
        .click();
      await page.getByText('已移入回收站').waitFor();
      await expect(item(page, fileName).count()).resolves.toBe(0);
      await page.getByRole('button', { name: named('回收站') }).click();
      const binned = page.getByTestId('doc-bin-item').filter({ hasText: fileName });
      await binned.waitFor();
      await shoot(page, 'bin');
      await binned.getByRole('button', { name: named('恢复') }).click();
      await page.getByText(`已恢复“${fileName}”`).waitFor();
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await item(page, fileName).waitFor();
      await shoot(page, 'folder');
      expect(errors).toEqual([]);
      await close();
    });
  }
});
