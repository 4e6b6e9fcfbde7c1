import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { DELIVERY_RECORDS as R } from './support/accounts';
import { gotoHydrated, loginAs } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await loginAs(page, R.admin);
});

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), body: Buffer.concat(chunks) };
}

test('the record pages export their filtered lines as CSV, XLSX and PDF', async ({ page }) => {
  await gotoHydrated(page, '/admin/deliveries/stockexcluded');
  const csv = await download(page, 'CSV');
  expect(csv.name).toMatch(/^excluded-from-stock_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = csv.body.toString('utf8');
  expect(text).toContain(R.flaggedProduct);
  expect(text).toContain('Staff meal');

  await gotoHydrated(page, '/admin/deliveries/riskproducts?verdict=breach');
  const xlsx = await download(page, 'Excel');
  expect(xlsx.name).toMatch(/^risk-items_.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.body as never);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).values).toContain(R.breachProduct);
  expect(sheet.getRow(2).values).toContain('Chilled at once in the blast chiller');

  await gotoHydrated(page, '/admin/deliveries/ascmsc');
  const pdf = await download(page, 'PDF');
  expect(pdf.name).toMatch(/^asc-msc-records_.*\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
});
