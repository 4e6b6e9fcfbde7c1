import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ANALYTICS_SUPPLIER } from './support/analytics-supplier-accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';
import { expectPhoneFriendly } from './support/phone';

/** Hydration problems React reports in the console (the server's chart must be the browser's first one). */
const hydrationErrors = new WeakMap<Page, string[]>();

async function newPage(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const errors: string[] = [];
  hydrationErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await loginAs(page, email);
  return page;
}

/** The supplier's page, by its id from the shop's suppliers list; the scorecard's CSV names it too. */
async function supplierPath(page: Page) {
  const csv = await (await page.request.get('/admin/analytics/export/scorecard.csv')).text();
  expect(csv).toContain(ANALYTICS_SUPPLIER.supplier);
  await gotoHydrated(page, '/admin/suppliers');
  const edit = page.getByRole('link', { name: new RegExp(ANALYTICS_SUPPLIER.supplier) }).first();
  const href = (await edit.getAttribute('href')) ?? '';
  const id = /\/(\d+)\//.exec(href)?.[1];
  expect(id, `supplier id in ${href}`).toBeTruthy();
  return `/admin/analytics/suppliers/${id}`;
}

test('analytics: a supplier’s twelve months as a server-drawn chart, a table and a CSV, in English', async ({
  browser,
}) => {
  const page = await newPage(browser, ANALYTICS_SUPPLIER.admin);
  const path = await supplierPath(page);

  // The chart is in the server's HTML: a plain GET, no script.
  const html = await (await page.request.get(`${path}?view=shop`)).text();
  expect(html).toContain('supplier-trend-chart');
  expect(html).toMatch(/<svg[^>]*class="recharts-surface"/);
  expect(html).toContain('recharts-bar-rectangle');

  await gotoHydrated(page, `${path}?view=shop`);
  const title = `${ANALYTICS_SUPPLIER.supplier}: last twelve months`;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to analytics' })).toHaveAttribute(
    'href',
    '/admin/analytics?view=shop',
  );
  await expect(
    page.getByRole('img', { name: /OTIF and OK deliveries/ }).locator('svg#supplier-trend-chart'),
  ).toBeVisible();
  const totals = page.getByRole('region', { name: 'The twelve months together' });
  await expect(totals).toContainText('5 deliveries');
  await expect(totals).toContainText('80%');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Table' }).click();
  await expect(page).toHaveURL(/display=table/);
  const table = page.getByRole('table', { name: `${ANALYTICS_SUPPLIER.supplier} per month` });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date());
  await expect(table.locator('tbody tr').last()).toContainText(thisMonth);
  await expect(table.locator('tbody tr').last()).toContainText('50%');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-supplier-\d+-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(14);
  expect(lines[0]).toMatch(/^Month;Deliveries;OK;With problems;Unacceptable;OK %;/);
  expect(lines[12]).toMatch(/^\d{4}-\d{2};2;1;1;0;50;/);
  expect(lines[13]).toMatch(/^Total;5;4;1;0;80;/);
  expect(hydrationErrors.get(page)).toEqual([]);
  await page.context().close();
});

test('analytics: the supplier’s months in Slovenian', async ({ browser }) => {
  const page = await newPage(browser, ANALYTICS_SUPPLIER.adminSi);
  const path = await supplierPath(page);
  // The chart first: its month names come from the server's Intl and must be the browser's.
  await gotoHydrated(page, path);
  await expect(
    page.getByRole('img', { name: /OTIF in brezhibne dobave/ }).locator('svg#supplier-trend-chart'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Tabela' }).click();
  await expect(page).toHaveURL(/display=table/);
  await expect(
    page.getByRole('heading', { name: `${ANALYTICS_SUPPLIER.supplier}: zadnjih dvanajst mesecev`, level: 1 }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: `${ANALYTICS_SUPPLIER.supplier} po mesecih` });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const thisMonth = new Intl.DateTimeFormat('sl-SI', { month: 'long', year: 'numeric' }).format(new Date());
  await expect(table.locator('tbody tr').last()).toContainText(thisMonth);
  await expect(table.locator('tbody tr').last()).toContainText('50 %');
  await expect(page.getByRole('region', { name: 'Dvanajst mesecev skupaj' })).toContainText('5 dobav');
  const csv = await (await page.request.get(`${path}/export.csv`)).text();
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Mesec;Dobave;Brezhibne;/);
  expect(hydrationErrors.get(page)).toEqual([]);
  await page.context().close();
});

test('analytics: the supplier’s page on a phone has no sideways scroll and 44 px targets', async ({ browser }) => {
  const page = await newPage(browser, ANALYTICS_SUPPLIER.admin, { width: 390, height: 844 });
  const path = await supplierPath(page);
  await gotoHydrated(page, path);
  await expect(
    page.getByRole('img', { name: /OTIF and OK deliveries/ }).locator('svg#supplier-trend-chart'),
  ).toBeVisible();
  await expectPhoneFriendly(page);
  await gotoHydrated(page, `${path}?display=table`);
  await expect(page.locator('table tbody tr')).toHaveCount(12);
  await expectPhoneFriendly(page);
  expect(hydrationErrors.get(page)).toEqual([]);
  await page.context().close();
});

test('analytics: on a tablet the wide table scrolls in its own box, which the keyboard reaches', async ({
  browser,
}) => {
  const page = await newPage(browser, ANALYTICS_SUPPLIER.admin, { width: 800, height: 1000 });
  await gotoHydrated(page, `${await supplierPath(page)}?display=table`);
  await expect(page.locator('table tbody tr')).toHaveCount(12);
  await expectAccessible(page);
  expect(hydrationErrors.get(page)).toEqual([]);
  await page.context().close();
});
