import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { COMPARISON } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

const noteOf = (page: Page, supplier: string) => page.getByRole('region', { name: new RegExp(`^${supplier}, `) });
const totals = (page: Page) => page.getByRole('region', { name: 'Totals of the filtered delivery notes' });

test('comparison: a credited shortage shows no difference, an over-billed line does; filters survive a reload; export', async ({
  page,
}) => {
  await loginAs(page, COMPARISON.admin);
  await gotoHydrated(page, '/admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Comparison' }).click();
  await expect(page.getByRole('heading', { name: 'Comparison', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Credit and debit notes' })).toHaveAttribute(
    'href',
    '/admin/deliveries/comparison/credit-notes',
  );
  await expect(page.getByRole('link', { name: 'Enter a document' })).toHaveAttribute(
    'href',
    '/admin/deliveries/comparison/credit-notes/new',
  );
  await expect(page.getByRole('link', { name: 'Import', exact: true })).toHaveAttribute(
    'href',
    '/admin/deliveries/comparison/credit-notes/import',
  );

  // The short yoghurt, billed as ordered and credited for the shortage: zero difference. The butter billed one more
  // than delivered: a difference, in words and with an icon, not in colour alone.
  const dairy = noteOf(page, COMPARISON.dairy);
  const yoghurt = dairy.getByRole('row', { name: new RegExp(COMPARISON.yoghurt) });
  await expect(yoghurt).toContainText('Matches');
  await expect(yoghurt).toContainText('€0.00');
  const butter = dairy.getByRole('row', { name: new RegExp(COMPARISON.butter) });
  await expect(butter).toContainText('Difference');
  await expect(butter).toContainText('€3.00');
  await expect(butter.locator('[data-status=difference] svg')).toHaveCount(1);
  // The note without a document yet: no difference, not a zero one.
  await expect(noteOf(page, COMPARISON.bakery).getByRole('row', { name: new RegExp(COMPARISON.roll) })).toContainText(
    'No invoice yet',
  );
  await expect(totals(page)).toContainText('2 delivery notes');
  await expect(totals(page)).toContainText('1 line with a difference');
  await expect(totals(page)).toContainText('1 line without an invoice yet');
  await expect(totals(page)).toContainText('Difference€3.00');
  // The invoice line that matches no delivery is shown, linking to its document.
  const unmatched = page.getByRole('region', { name: 'Document lines without a delivery' });
  await expect(unmatched).toContainText(COMPARISON.unmatchedItem);
  await expect(unmatched.getByRole('link', { name: 'Invoice E2E-RA-1' })).toHaveAttribute(
    'href',
    /^\/admin\/deliveries\/comparison\/credit-notes\/\d+$/,
  );
  await expectAccessible(page);

  // Only differences: the note without documents goes; a reload keeps the filter.
  await page.getByRole('checkbox', { name: 'Only differences' }).check();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/differences=1/);
  await expect(noteOf(page, COMPARISON.bakery)).toHaveCount(0);
  await expect(totals(page)).toContainText('1 delivery note');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('checkbox', { name: 'Only differences' })).toBeChecked();
  await expect(noteOf(page, COMPARISON.bakery)).toHaveCount(0);
  await expect(noteOf(page, COMPARISON.dairy)).toBeVisible();

  // The export holds the filtered comparison, headed in English, a row per line.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^comparison-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Delivery date;Supplier;Delivery number;Order;Reclamation;Item code;Product;Unit;Ordered;Delivered;' +
      'Invoiced quantity;Invoiced amount;Credited quantity;Credited amount;Delivered value;Quantity difference;' +
      'Money difference;Comparison',
  );
  expect(lines).toHaveLength(3);
  expect(lines.find((line) => line.includes(COMPARISON.yoghurt))).toContain(`;E2E-PR-1;`);
  expect(lines.find((line) => line.includes(COMPARISON.yoghurt))).toContain(
    `;JO-1;${COMPARISON.yoghurt};;10;8;10;15.00;2;3.00;12.00;0;0.00;Matches`,
  );
  expect(lines.find((line) => line.includes(COMPARISON.butter))).toContain(
    `;MA-1;${COMPARISON.butter};;5;5;6;18.00;;;15.00;1;3.00;Difference`,
  );
  expect(lines.some((line) => line.includes(COMPARISON.roll))).toBe(false);
});
