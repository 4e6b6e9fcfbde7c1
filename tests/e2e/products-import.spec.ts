import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/** An EAN-13 with its GS1 check digit, from 12 digits. */
function ean13(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

// Distinct per run, so a rerun against the same server never meets its own codes.
const RUN = String(Date.now()).slice(-4);
const eanOf = (index: number) => ean13(`29${RUN}${String(index).padStart(6, '0')}`);
const nameOf = (index: number) => `Uvoz ${RUN} ${String(index).padStart(4, '0')}`;
const HEADERS = ['Naziv', 'Dobavitelj', 'Koda EAN', 'Cena', 'DDV', 'Opomba'];
const BAD_ROWS = new Map([
  [10, 'The check digit (the last one) is wrong: check the code for a typing error.'],
  [500, 'Enter a number, e.g. 1,234.50.'],
  [900, '“Nobody” is not one of this shop’s suppliers (by name or ID).'],
]);

async function priceList(supplier: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cenik');
  sheet.addRow(HEADERS);
  for (let i = 0; i < 1000; i++) {
    const ean = i === 10 ? `${eanOf(i).slice(0, 12)}${(Number(eanOf(i).at(-1)) + 1) % 10}` : eanOf(i);
    sheet.addRow([
      nameOf(i),
      i === 900 ? 'Nobody' : supplier,
      ean,
      i === 500 ? 'abc' : `${1 + (i % 9)},25`,
      9.5,
      `note ${i}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('File (CSV or XLSX)').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
}

const fieldFor = (page: Page, column: string) =>
  page.getByRole('combobox', { name: `Product field for column ${column}` });

test('an admin imports a price list with bad rows, the mapping is remembered, exports the filtered list and imports counting units', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, E2E_USERS.importer.email);
  await gotoHydrated(page, '/admin/products');
  // The filter's choices load once the page is shown (decision 038).
  const filter = page.getByRole('combobox', { name: 'Supplier' });
  await expect(filter.locator('option', { hasText: 'Loading the suppliers' })).toHaveCount(0);
  const supplier = (await filter.locator('option').nth(1).textContent())!.trim();

  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import products to Bled Bistro', level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectAccessible(page);

  // Upload → the columns are guessed from their Slovenian names; "Opomba" is chosen by hand.
  await upload(
    page,
    'cenik.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    await priceList(supplier),
  );
  await expect(page.getByText('The file has 1000 rows.')).toBeVisible();
  await expect(fieldFor(page, 'Naziv')).toHaveValue('name');
  await expect(fieldFor(page, 'Dobavitelj')).toHaveValue('supplier');
  await expect(fieldFor(page, 'Koda EAN')).toHaveValue('ean');
  await expect(fieldFor(page, 'DDV')).toHaveValue('vat');
  await expect(fieldFor(page, 'Opomba')).toHaveValue('');
  await fieldFor(page, 'Opomba').selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Check the rows' }).click();

  // The preview lists each bad row with its number (the header is row 1) and the reason.
  await expect(page.getByText('Rows: 1000; valid: 997 (new: 997, updates: 0); with errors: 3.')).toBeVisible({
    timeout: 60_000,
  });
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  for (const [index, reason] of BAD_ROWS) {
    const row = errors.getByRole('row').filter({ hasText: nameOf(index) });
    await expect(row.getByRole('cell').first()).toHaveText(String(index + 2));
    await expect(row).toContainText(reason);
  }
  await expect(page.getByRole('button', { name: /^Import all rows/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import only the valid rows (997)' }).click();
  await expect(page.getByText('Imported. New products: 997; updated: 0.')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Rows with errors left out: 3.')).toBeVisible();

  // The list shows them; the bad rows are not there.
  await page.getByRole('link', { name: 'Show the products' }).click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const search = page.getByRole('searchbox', { name: 'Search by name, EAN, GTIN, supplier or code' });
  await search.fill(nameOf(1));
  await expect(page).toHaveURL(/q=Uvoz/);
  await expect(page.getByRole('link', { name: nameOf(1), exact: true })).toBeVisible();
  await search.fill(nameOf(10));
  await expect(page.getByText('No product matches.')).toBeVisible();

  // A second import: the mapping chosen last time is pre-selected; the rows update the products by EAN.
  await gotoHydrated(page, '/admin/products/import');
  const csv = `${HEADERS.join(';')}\r\n${nameOf(1)} novo;${supplier};${eanOf(1)};7,50;9,5;n\r\n${nameOf(2)};${supplier};${eanOf(2)};3,25;9,5;n\r\n`;
  await upload(page, 'cenik.csv', 'text/csv', Buffer.from(csv));
  await expect(fieldFor(page, 'Opomba')).toHaveValue('other');
  await expect(fieldFor(page, 'Naziv')).toHaveValue('name');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('Rows: 2; valid: 2 (new: 0, updates: 2); with errors: 0.')).toBeVisible();
  await page.getByRole('button', { name: 'Import all rows (2)' }).click();
  await expect(page.getByText('Imported. New products: 0; updated: 2.')).toBeVisible();

  // Export with a filter: the file holds the matching products only, headed in English, decimals plain.
  await gotoHydrated(page, '/admin/products');
  await search.fill(`Uvoz ${RUN} 000`);
  await expect(page).toHaveURL(/q=Uvoz/);
  await expect(page.getByRole('link', { name: nameOf(9), exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toMatch(
    /^Supplier;Supplier product ID;Internal product ID;Additional internal product ID;Name;EAN code;/,
  );
  // 0000–0009 without the bad row 10 (not 000x anyway) and with 0001 renamed: ten products.
  expect(lines).toHaveLength(11);
  const first = lines.find((line) => line.includes(`;${nameOf(1)} novo;`))!;
  expect(first).toContain(`;${eanOf(1)};`);
  expect(first).toContain(';7.5;0;9.5;');
  expect(text).not.toContain(nameOf(500));

  // Other counting units from a CSV: a wrong row changes nothing, then the good file sets them.
  await gotoHydrated(page, '/admin/products/import');
  await page.getByRole('link', { name: 'Import other counting units' }).click();
  await expect(
    page.getByRole('heading', { name: 'Import other counting units to Bled Bistro', level: 1 }),
  ).toBeVisible();
  const units = (rows: string[]) => Buffer.from(`product;unit;factor\r\n${rows.join('\r\n')}\r\n`);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: units([`${eanOf(3)};crate;12`, '0000;box;2']) });
  await page.getByRole('button', { name: 'Import counting units' }).click();
  await expect(page.getByText('Nothing was changed. Rows with errors: 1.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows with errors' }).getByRole('row').nth(1)).toContainText('3');
  await expect(page.getByText('No product of this shop has this code.')).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'units.csv',
    mimeType: 'text/csv',
    buffer: units([`${eanOf(3)};crate;12`, `${eanOf(3)};pallet;1,5`]),
  });
  await page.getByRole('button', { name: 'Import counting units' }).click();
  await expect(page.getByText('Counting units set. Products: 1; units: 2.')).toBeVisible();
  await expectAccessible(page);

  await gotoHydrated(page, `/admin/products?q=${encodeURIComponent(nameOf(3))}`);
  await page.getByRole('link', { name: nameOf(3), exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Other counting units/ })).toHaveValue('crate = 12\npallet = 1.5');
});
