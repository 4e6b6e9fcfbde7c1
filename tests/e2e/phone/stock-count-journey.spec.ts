import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { STOCK_COUNT_JOURNEY as J } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { newPhoneContext, scanWithKeyboard } from '../support/scanning';

/**
 * A whole stock count on phones (issue 15): the manager adds the count, two people count two sectors at once (one
 * scans, one counts in cartons, a reload mid-count), the manager finishes it and opens the Pantheon file.
 */
test.setTimeout(180_000);

const sector = (page: Page, name: string) => page.locator(`[data-testid="count-sector"][data-sector="${name}"]`);
const line = (page: Page, sectorName: string, product: string) =>
  sector(page, sectorName).locator(`[data-testid="count-line"][data-product="${product}"]`);

async function phoneOf(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await newPhoneContext(browser, baseURL);
  const page = await context.newPage();
  await loginAs(page, email);
  return { context, page };
}

async function saveAndExit(page: Page, countUrl: string) {
  await page.getByTestId('save-and-exit').tap();
  await expect(page).toHaveURL(countUrl, { timeout: 15_000 });
}

test('add a count, two people count two sectors at once, finish it and open the Pantheon file', async ({
  browser,
  baseURL,
}) => {
  const eva = await phoneOf(browser, baseURL, J.admin);
  const luka = await phoneOf(browser, baseURL, J.counter);

  // The manager adds the count from the layout.
  await gotoHydrated(eva.page, '/admin/inventory/add');
  await eva.page.getByLabel('Name').fill('E2E Letna inventura');
  await eva.page.getByRole('checkbox', { name: J.department }).check();
  await expectPhoneFriendly(eva.page);
  await eva.page.getByRole('button', { name: 'Add inventory' }).tap();
  await expect(eva.page.getByRole('heading', { level: 1 })).toHaveText('E2E Letna inventura');
  const countUrl = eva.page.url();
  await expectPhoneFriendly(eva.page);
  await gotoHydrated(eva.page, '/admin');
  await expect(eva.page.getByTestId('open-inventories-count')).toHaveText('1 stock count is in progress.');

  // Both open the sub-department from the count's page.
  for (const { page } of [eva, luka]) {
    await gotoHydrated(page, countUrl);
    await page.getByRole('link', { name: `Count ${J.subDepartment}` }).tap();
    await expect(page.getByRole('heading', { level: 1, name: J.subDepartment })).toBeVisible();
  }
  const screenUrl = luka.page.url();
  await eva.page.getByRole('button', { name: `Take ${J.fridge}` }).tap();
  await luka.page.getByRole('button', { name: `Take ${J.storeroom}` }).tap();
  await expect(sector(luka.page, J.storeroom).getByTestId('sector-taken')).toHaveText('Taken by you');

  // Eva scans the beer in the fridge three times with a hardware scanner, and reloads mid-count.
  const scanField = eva.page.getByRole('textbox', { name: 'Scan a product' });
  for (let i = 0; i < 3; i++) {
    await scanField.focus();
    await scanWithKeyboard(eva.page, J.beer.ean);
    await expect(eva.page.getByTestId('scan-message')).toContainText(`${J.beer.name}: one more counted`);
  }
  // Luka counts the storeroom in cartons: the water as 2 cartons and 1 loose, the beer as one carton, typed.
  const water = line(luka.page, J.storeroom, J.water.name);
  await water.getByRole('button', { name: `One more: Cartons: ${J.water.name}` }).tap();
  await water.getByRole('button', { name: `One more: Cartons: ${J.water.name}` }).tap();
  await water.getByTestId('count-units').fill('1');
  await expect(water.getByTestId('count-total')).toHaveText('Total: 13 kos · 2 cartons + 1 kos');
  await line(luka.page, J.storeroom, J.beer.name).getByTestId('count-cartons').fill('1');
  await expectPhoneFriendly(luka.page);

  await eva.page.reload();
  await eva.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(line(eva.page, J.fridge, J.beer.name).getByTestId('count-units')).toHaveValue('3');

  await saveAndExit(luka.page, countUrl);
  await saveAndExit(eva.page, countUrl);
  await expect(eva.page.getByText(`1 of 1 counted`).first()).toBeVisible();

  // The manager finishes the count; it is locked for the counter.
  await eva.page.getByRole('button', { name: 'Finish' }).tap();
  await expect(eva.page.getByRole('dialog')).toContainText('Are you sure?');
  await eva.page.getByRole('dialog').getByRole('button', { name: 'Finish' }).tap();
  await expect(eva.page.getByText('Finished', { exact: true }).first()).toBeVisible();
  await gotoHydrated(luka.page, screenUrl);
  await expect(luka.page.getByTestId('count-finished')).toBeVisible();

  // The export in the shop's format: the warehouse code typed once, then the Pantheon file.
  await eva.page.getByRole('link', { name: 'Export to Pantheon' }).tap();
  await expect(eva.page.getByRole('heading', { level: 1 })).toHaveText('Export E2E Letna inventura');
  await eva.page.getByLabel('Warehouse code').fill('MP1');
  await eva.page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(eva.page.getByText('The export settings are saved.')).toBeVisible();
  await expectPhoneFriendly(eva.page);
  const [download] = await Promise.all([
    eva.page.waitForEvent('download'),
    eva.page.getByRole('link', { name: 'Download Pantheon file' }).tap(),
  ]);
  const text = iconv.decode(await readFile(await download.path()), 'windows-1250');
  expect(text).toBe(
    'Ident;Naziv;Količina;EM;Skladišče;Cena;Vrednost\r\n' +
      `${J.beer.code};${J.beer.name};27,000;kos;MP1;1,2500;33,75\r\n` +
      `${J.water.code};${J.water.name};13,000;kos;MP1;0,8000;10,40\r\n`,
  );
  for (const { context } of [eva, luka]) await context.close();
});
