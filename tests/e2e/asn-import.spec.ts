import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { asnFixture, asnFixtureBytes } from '#tests/fixtures/asn/load';
import { ASN_IMPORT, DEMO } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/**
 * Importing advance ship notices (`/admin/advance-ship-notice/import-asn`) in the shop whose supplier, products and
 * order 1 are those of the sample messages (asn-import-seed.ts): each format through its preview to the import, a
 * spreadsheet's columns chosen once and remembered for the supplier, a broken file refused with where it is broken.
 */

const PAGE = '/admin/advance-ship-notice/import-asn';

async function upload(page: Page, name: string, buffer: Buffer) {
  await gotoHydrated(page, PAGE);
  await page
    .getByLabel('File (DESADV, UBL XML, CSV or XLSX)')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

/** Confirms the preview and returns the link to the imported ASN's page. */
async function confirmImport(page: Page, asnNumber: string) {
  await page.getByRole('button', { name: /^Import 1 advance ship notice/ }).click();
  const done = page.getByRole('status').filter({ hasText: 'Imported 1 advance ship notice.' });
  await expect(done).toBeVisible();
  const link = done.getByRole('link', { name: `ASN ${asnNumber}` });
  await expect(link).toHaveAttribute('href', /^\/admin\/advance-ship-notice\/\d+$/);
}

/** Nothing on the page scrolls sideways at 360 px. */
async function expectNoSidewaysScroll(page: Page) {
  // Polled: the shell's phone layout follows a resize on the next frames.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, ASN_IMPORT.admin);
});

test('a DESADV is previewed with its order, lines and problems, then imported', async ({ page }) => {
  await upload(page, 'desadv.edi', Buffer.from(asnFixtureBytes('desadv-una-two-pallets.edi')));
  await expect(page.getByRole('heading', { name: 'Check', level: 2 })).toBeVisible();
  const asn = page.getByRole('region', { name: 'ASN ASN-1001' });
  await expect(asn.getByText('Order 1', { exact: true })).toBeVisible();
  await expect(asn.getByText(ASN_IMPORT.supplier)).toBeVisible();
  await expect(asn.getByText('2026-11-25')).toBeVisible();
  await expect(asn.getByRole('row', { name: /Jogurt navadni 150 g/ })).toContainText('120');
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirmImport(page, 'ASN-1001');
});

test('a UBL despatch advice is previewed and imported', async ({ page }) => {
  await upload(page, 'despatch-advice.xml', Buffer.from(asnFixtureBytes('ubl-peppol.xml')));
  const asn = page.getByRole('region', { name: 'ASN DA-2026-3001' });
  await expect(asn.getByText('Order 1', { exact: true })).toBeVisible();
  await expect(asn.getByRole('row', { name: /Mleko 3,5 %/ })).toBeVisible();
  await confirmImport(page, 'DA-2026-3001');
});

test('a spreadsheet: supplier and columns chosen once, remembered for the next file, also as XLSX', async ({
  page,
}) => {
  const csv = Buffer.from(asnFixtureBytes('asn-sheet-sl.csv'));
  for (const pass of [1, 2]) {
    await upload(page, 'odprema.csv', csv);
    await expect(page.getByRole('heading', { name: 'Which supplier sent it?' })).toBeVisible();
    await page.getByLabel('Supplier').selectOption({ label: ASN_IMPORT.supplier });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
    const quantity = page.getByLabel('What column Količina holds');
    if (pass === 1) {
      // The guess from the Slovenian headers, confirmed as it is.
      await expect(quantity).toHaveValue('quantity');
    } else {
      await expect(page.getByText('The columns are matched as you chose last time for this supplier.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Check the file' }).click();
    const asn = page.getByRole('region', { name: 'ASN ASN-2001' });
    await expect(asn.getByText('Order 1', { exact: true })).toBeVisible();
    if (pass === 2) await expect(asn.getByText('This replaces the ASN ASN-2001 imported before.')).toBeVisible();
    await confirmImport(page, 'ASN-2001');
  }

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ASN');
  sheet.addRow(['ASN number', 'Order number', 'Delivery date', 'GTIN', 'Description', 'Quantity', 'Unit']);
  sheet.addRow(['ASN-2002', '1', '2026-11-26', '3830000100014', 'Mleko 3,5 %', 12, 'kos']);
  sheet.addRow(['ASN-2002', '1', '2026-11-26', '3830000100038', 'Sir edamec', 2.5, 'kg']);
  await upload(page, 'asn.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
  await page.getByLabel('Supplier').selectOption({ label: ASN_IMPORT.supplier });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('What column GTIN holds')).toHaveValue('gtin');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('region', { name: 'ASN ASN-2002' }).getByText('Order 1', { exact: true })).toBeVisible();
  await confirmImport(page, 'ASN-2002');
});

test('a double tap on Import makes the ASN once', async ({ page }) => {
  const asnNumber = `ASN-TAP-${Date.now()}`;
  await upload(page, 'tap.edi', Buffer.from(asnFixture('desadv-una-two-pallets.edi').replace('ASN-1001', asnNumber)));
  await expect(page.getByRole('region', { name: `ASN ${asnNumber}` })).toBeVisible();
  await page.getByRole('button', { name: /^Import 1 advance ship notice/ }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 advance ship notice.' })).toBeVisible();

  await gotoHydrated(page, `/admin/advance-ship-notice?q=${asnNumber}`);
  const open = page.getByRole('link', { name: new RegExp(`^Open ASN ${asnNumber} of `) });
  await expect(open).toHaveCount(1);
  await open.click();
  // Imported once: not a second import replacing the first.
  await expect(page.getByText('Revision', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('1');
});

test('a broken file is refused with where it is broken, and nothing is imported', async ({ page }) => {
  await upload(page, 'broken.edi', Buffer.from(asnFixtureBytes('desadv-missing-qty.edi')));
  const alert = page.getByRole('alert').filter({ hasText: 'The file cannot be read:' });
  await expect(alert).toContainText('segment 27');
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await expect(page.getByLabel('File (DESADV, UBL XML, CSV or XLSX)')).toBeVisible();

  // A PDF: not one of the formats, whatever its name says.
  await upload(page, 'asn.csv', Buffer.from('%PDF-1.4\n%\u0000\u0001\u0002 binary', 'latin1'));
  await expect(page.getByRole('alert')).toContainText('This is not an advance ship notice this page reads');
});

test('the page speaks Slovenian: steps, a spreadsheet’s columns and a broken message', async ({ page }) => {
  await loginAs(page, ASN_IMPORT.adminSi);
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('heading', { name: 'Uvoz obvestil o odpremi', level: 1 })).toBeVisible();
  await page.getByLabel('Datoteka (DESADV, UBL XML, CSV ali XLSX)').setInputFiles({
    name: 'x.edi',
    mimeType: 'text/plain',
    buffer: Buffer.from(asnFixtureBytes('desadv-missing-qty.edi')),
  });
  await page.getByRole('button', { name: 'Naloži in preveri' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Datoteke ni mogoče prebrati:' })).toContainText(
    'Manjka segment QTY+12',
  );
  await page
    .getByLabel('Datoteka (DESADV, UBL XML, CSV ali XLSX)')
    .setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from(asnFixtureBytes('asn-sheet-sl.csv')) });
  await page.getByRole('button', { name: 'Naloži in preveri' }).click();
  await expect(page.getByRole('heading', { name: 'Kateri dobavitelj jo je poslal?' })).toBeVisible();
  await page.getByLabel('Dobavitelj').selectOption({ label: ASN_IMPORT.supplier });
  await page.getByRole('button', { name: 'Naprej' }).click();
  await expect(page.getByRole('heading', { name: 'Določite stolpce' })).toBeVisible();
  await expect(page.getByText('Datoteka ima 3 vrstice.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test('a user without asn:import gets 403', async ({ page }) => {
  await loginAs(page, DEMO.staff);
  expect((await page.request.get(PAGE)).status()).toBe(403);
  const form = await page.request.post(PAGE, { form: { intent: 'import', token: '0'.repeat(32) } });
  expect(form.status()).toBe(403);
});
