import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { INVENTORY_EXPORT as X } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

async function countId(): Promise<number> {
  const ids = JSON.parse(await readFile(path.join(process.env.E2E_DIR!, X.idsFile), 'utf8')) as { inventoryId: number };
  return ids.inventoryId;
}

/** Taps a download button and returns the file's name and bytes. */
async function downloadBy(page: Page, name: string | RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).tap()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), body: await readFile(file) };
}

test('stock export on a phone: preview, the warehouse code saved, the Minimax file and the count sheet', async ({
  page,
}) => {
  await loginAs(page, X.admin);
  const id = await countId();
  await gotoHydrated(page, `/admin/inventory/${id}/export`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Export ${X.count}`);

  const preview = page.getByRole('region', { name: 'Lines in the file' });
  await expect(preview.getByText(X.beer)).toBeVisible();
  await expect(preview.getByText(X.cheese)).toBeVisible();
  await expect(preview.getByText('karton')).toBeVisible();
  await expect(page.getByTestId('export-lines')).toHaveText('2 lines');
  await expect(page.getByTestId('export-total')).toContainText('64.54');
  const leftOut = page.getByRole('region', { name: 'Left out' });
  await expect(leftOut.getByText(X.flagged)).toBeVisible();
  await expect(leftOut.getByText('The product is excluded from the stock export')).toBeVisible();
  await expect(page.getByText('Enter the warehouse code and save the export settings first.')).toBeVisible();
  await expectPhoneFriendly(page);

  // Nothing saved yet: the big button does not download.
  await expect(page.getByRole('button', { name: 'Download Minimax file' })).toBeDisabled();

  await page.getByLabel('Warehouse code').fill('10');
  await page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(page.getByText('The export settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Warehouse code')).toHaveValue('10');
  await expect(page.getByText('Enter the warehouse code and save the export settings first.')).toHaveCount(0);

  const minimax = await downloadBy(page, 'Download Minimax file');
  expect(minimax.name).toBe('E2E-Popis-november_2026-11-20_minimax.csv');
  expect(iconv.decode(minimax.body, 'windows-1250')).toBe(
    'Šifra artikla;Naziv artikla;Šifra skladišča;Količina;Cena;Vrednost;Serija;Prodajna cena;Prodajna cena z DDV\r\n' +
      `E2E-PIA-1;${X.beer};10;2,500;21,6000;54,00;;;\r\n` +
      `E2E-PIA-2;${X.cheese};10;1,255;8,4000;10,54;;;\r\n`,
  );
  // Windows-1250: "Š" is one byte, 0x8A.
  expect(minimax.body[0]).toBe(0x8a);

  const sheet = await downloadBy(page, 'Count sheet (PDF)');
  expect(sheet.name).toBe('E2E-Popis-november_2026-11-20_count-sheet.pdf');
  expect(sheet.body.subarray(0, 4).toString()).toBe('%PDF');

  const csv = await downloadBy(page, 'Count as CSV');
  const rows = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(rows[1]).toBe(`${X.department};${X.subDepartment};${X.sectors[0]};E2E-PIA-1;;${X.beer};12;24;2;24;kos`);
  await expectPhoneFriendly(page);
});
