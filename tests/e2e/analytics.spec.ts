import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS, DEMO } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';
import { expectPhoneFriendly } from './support/phone';

const counter = (page: Page, name: 'deliveries' | 'ok' | 'reclamations' | 'unacceptable') =>
  page.getByTestId(`counter-${name}-value`);
const scorecard = (page: Page) => page.getByRole('table', { name: 'Supplier scorecard' });

test('analytics in English: counters, periods, a custom range and its error, a supplier, the table view, sorting, help', async ({
  page,
}) => {
  await loginAs(page, ANALYTICS.admin);
  await gotoHydrated(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Analytics', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Delivery analytics', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/analytics$/);

  // This month: the dairy's two deliveries (one short, so a reclamation) and the bakery's one.
  await expect(counter(page, 'deliveries')).toHaveText('3');
  await expect(counter(page, 'ok')).toHaveText('2');
  await expect(page.getByTestId('counter-ok-percent')).toHaveText('66.7% of deliveries');
  await expect(counter(page, 'reclamations')).toHaveText('1');
  await expect(counter(page, 'unacceptable')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // This week holds today's three too; last month the four OK deliveries, against an empty month before (+4).
  await page.getByRole('link', { name: 'This week' }).click();
  await expect(page).toHaveURL(/period=this_week/);
  await expect(counter(page, 'deliveries')).toHaveText('3');
  await page.getByRole('link', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/period=last_month/);
  await expect(counter(page, 'deliveries')).toHaveText('4');
  await expect(counter(page, 'ok')).toHaveText('4');
  await expect(page.getByTestId('counter-deliveries-change')).toContainText('+4');
  await expect(counter(page, 'reclamations')).toHaveText('0');

  // A custom range from last month to today: all seven. Typed in, then applied.
  const lastMonthFrom = new URL(page.url()).searchParams;
  await page.getByRole('link', { name: 'Custom range' }).click();
  await expect(page).toHaveURL(/period=custom/);
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Ljubljana' }));
  const firstOfLastMonth = await from.inputValue();
  expect(lastMonthFrom.get('period')).toBe('last_month');
  await to.fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${firstOfLastMonth}&to=${today}`));
  await expect(counter(page, 'deliveries')).toHaveText('7');

  // An inverted range: the field error in words, the typed days kept, this month shown meanwhile.
  await from.fill(today);
  await to.fill(firstOfLastMonth);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/Enter two days, the first not after the second/)).toBeVisible();
  await expect(from).toHaveValue(today);
  await expect(to).toHaveValue(firstOfLastMonth);
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(counter(page, 'deliveries')).toHaveText('3');

  // One supplier: the dairy's two deliveries of this month, one of them OK.
  await gotoHydrated(page, '/admin/analytics');
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: ANALYTICS.dairy });
  await expect(page).toHaveURL(/supplier=\d+/);
  await expect(counter(page, 'deliveries')).toHaveText('2');
  await expect(counter(page, 'ok')).toHaveText('1');
  await expect(page.getByTestId('counter-ok-percent')).toHaveText('50% of deliveries');
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'All suppliers' });
  await expect(counter(page, 'deliveries')).toHaveText('3');

  // The table view of a chart: its weeks as rows, with a caption; the CSV link keeps the filters.
  const outcomes = page.getByTestId('analytics-outcomes');
  await expect(outcomes.locator('svg#analytics-outcomes')).toBeVisible();
  await expect(
    outcomes.getByRole('link', { name: 'Download “Deliveries per week by outcome” as CSV' }),
  ).toHaveAttribute('href', /^\/admin\/analytics\/export\/outcomes\.csv\?period=this_month/);
  await outcomes.getByRole('button', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: 'Deliveries per week by outcome' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Week of/ }).first()).toBeVisible();
  // This week: the two OK deliveries and the short one.
  const thisWeek = table
    .getByRole('row')
    .filter({ hasText: /Week of/ })
    .last()
    .getByRole('cell');
  await expect(thisWeek.nth(1)).toHaveText('2');
  await expect(thisWeek.nth(2)).toHaveText('1');
  await expect(thisWeek.nth(4)).toHaveText('3');
  await expectAccessible(page);
  await outcomes.getByRole('button', { name: 'Chart' }).click();
  await expect(table).toHaveCount(0);

  // The scorecard: worst first (the dairy's short delivery), then sorted by OTIF ascending and descending.
  const rows = scorecard(page).getByRole('row');
  await expect(rows.nth(1)).toContainText(ANALYTICS.dairy);
  await expect(rows.nth(2)).toContainText(ANALYTICS.bakery);
  await expect(rows.nth(1).getByRole('link', { name: ANALYTICS.dairy })).toHaveAttribute(
    'href',
    /^\/admin\/analytics\/suppliers\/\d+\?period=this_month/,
  );
  const otif = scorecard(page).getByRole('button', { name: 'OTIF', exact: true });
  await otif.click();
  await expect(scorecard(page).getByRole('columnheader', { name: /OTIF/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText(ANALYTICS.dairy);
  await otif.click();
  await expect(scorecard(page).getByRole('columnheader', { name: /OTIF/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(ANALYTICS.bakery);

  // What a figure means, in a popover.
  await page.getByRole('button', { name: 'What is “Deliveries”?' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Signed-off delivery notes in the period');
});

test('analytics in Slovenian: the same page and its periods in the user’s language', async ({ page }) => {
  await loginAs(page, ANALYTICS.adminSl);
  await gotoHydrated(page, '/admin/analytics');
  await page.getByRole('button', { name: 'Slovenščina' }).first().click();
  await expect(page.getByRole('heading', { name: 'Analitika dobav', level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText('Dobave v redu', { exact: true })).toBeVisible();
  await expect(page.getByTestId('counter-ok-percent')).toHaveText('66,7 % dobav');
  await page.getByRole('link', { name: 'Prejšnji mesec' }).click();
  await expect(counter(page, 'deliveries')).toHaveText('4');
  await page.getByRole('link', { name: 'Poljubno obdobje' }).click();
  const from = page.getByLabel('Od', { exact: true });
  const to = page.getByLabel('Do', { exact: true });
  const first = await from.inputValue();
  const last = await to.inputValue();
  await from.fill(last);
  await to.fill(first);
  await page.getByRole('button', { name: 'Prikaži' }).click();
  await expect(page.getByText(/Vnesite dva dneva, prvi ne po drugem/)).toBeVisible();
  await expect(from).toHaveValue(last);
  await page.getByTestId('analytics-outcomes').getByRole('button', { name: 'Tabela' }).click();
  await expect(page.getByRole('table', { name: 'Dobave po tednih in izidu' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ocena dobaviteljev' })).toContainText(ANALYTICS.dairy);
  await expectAccessible(page);
});

test('the charts are drawn on the server: a plain GET holds their SVG', async ({ page }) => {
  await loginAs(page, ANALYTICS.admin);
  const response = await page.request.get('/admin/analytics?period=last_month');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const id of ['analytics-outcomes', 'analytics-reasons', 'analytics-breaches']) {
    expect(html).toMatch(new RegExp(`data-testid="${id}"[\\s\\S]*?<svg[^>]*recharts-surface`));
  }
  // And the browser takes them over without a hydration mismatch.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await gotoHydrated(page, '/admin/analytics?period=last_month');
  await expect(page.getByTestId('analytics-outcomes').locator('svg#analytics-outcomes')).toBeVisible();
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test('staff without analytics:view get 403 and no navigation item', async ({ page }) => {
  await loginAs(page, ANALYTICS.staff);
  await gotoHydrated(page, '/admin');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics', exact: true }),
  ).toHaveCount(0);
  const response = await page.goto('/admin/analytics');
  expect(response?.status()).toBe(403);
});

test('a company manager sees the whole company, per shop and combined', async ({ page }) => {
  await loginAs(page, ANALYTICS.manager);
  await gotoHydrated(page, '/admin/analytics');
  await expect(counter(page, 'deliveries')).toHaveText('3');
  await page.getByRole('link', { name: 'Whole company' }).click();
  await expect(page).toHaveURL(/view=company/);
  await expect(counter(page, 'deliveries')).toHaveText('4');
  const shops = page.getByRole('table', { name: 'Per shop' });
  await expect(shops.getByRole('row', { name: new RegExp(ANALYTICS.shop) })).toContainText('3');
  await expect(shops.getByRole('row', { name: new RegExp(ANALYTICS.secondShop) })).toContainText('1');
  await expect(shops.getByRole('row', { name: /All shops/ })).toContainText('4');
  await expect(page.getByRole('link', { name: 'Download “Per shop” as CSV' })).toHaveAttribute(
    'href',
    /^\/admin\/analytics\/export\/shops\.csv\?.*view=company/,
  );
  await expectAccessible(page);
});

test('analytics fits a phone: nothing scrolls sideways, every target is 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, ANALYTICS.admin);
  await gotoHydrated(page, '/admin/analytics');
  await expect(counter(page, 'deliveries')).toHaveText('3');
  await expectPhoneFriendly(page);
  await page.getByRole('link', { name: 'Custom range' }).click();
  await expect(page.getByLabel('From', { exact: true })).toBeVisible();
  await page.getByTestId('analytics-outcomes').getByRole('button', { name: 'Table' }).click();
  await expectPhoneFriendly(page);
});

test("the operator opens a company's analytics from its page: every shop, combined", async ({ page }) => {
  await loginAs(page, DEMO.super);
  await gotoHydrated(page, '/super/companies?q=Analitika');
  await page.getByRole('link', { name: ANALYTICS.company, exact: true }).first().click();
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Analytics: ${ANALYTICS.company}`, level: 1 })).toBeVisible();
  await expect(counter(page, 'deliveries')).toHaveText('4');
  const shops = page.getByRole('table', { name: 'Per shop' });
  await expect(shops.getByRole('row', { name: /All shops/ })).toContainText('4');
  await expect(page.getByRole('link', { name: 'Download “Supplier scorecard” as CSV' })).toHaveAttribute(
    'href',
    /^\/super\/companies\/\d+\/analytics\/export\/scorecard\.csv$/,
  );
  await expect(scorecard(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Whole company' })).toHaveCount(0);
  await expectAccessible(page);
  expect((await page.request.get('/super/companies/2147483000/analytics')).status()).toBe(404);
});
