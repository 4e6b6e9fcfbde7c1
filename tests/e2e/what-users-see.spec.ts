import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/** Every badge on the page whose text does not fit (the label or the badge is narrower than its content). */
function cutOffBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) =>
        [badge, ...badge.querySelectorAll<HTMLElement>('.mantine-Badge-label')].some(
          (element) => element.scrollWidth > element.clientWidth,
        ),
      )
      .map((badge) => badge.textContent ?? ''),
  );
}

for (const { account, language, statuses } of [
  {
    account: DEMO.admin,
    language: 'English',
    statuses: {
      new: 'New',
      in_progress: 'In progress',
      completed: 'Completed',
      incomplete: 'Incomplete',
      cancelled: 'Cancelled',
    },
  },
  {
    account: DEMO.adminSi,
    language: 'Slovenian',
    statuses: {
      new: 'Nova',
      in_progress: 'V teku',
      completed: 'Zaključena',
      incomplete: 'Nepopolna',
      cancelled: 'Preklicana',
    },
  },
]) {
  test(`order status badges show their whole text at 1366 px, in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, account);
    for (const [status, label] of Object.entries(statuses)) {
      await gotoHydrated(page, `/admin/ordering?status=${status}`);
      // The demo shops have orders in every status.
      await expect(
        page
          .getByRole('table')
          .locator('.mantine-Badge-root', { hasText: new RegExp(`^${label}$`, 'i') })
          .first(),
      ).toBeVisible();
      expect(await cutOffBadges(page), status).toEqual([]);
    }
  });
}

for (const { account, language, cancel, keep, title } of [
  { account: DEMO.admin, language: 'English', cancel: 'Cancel order', keep: 'Keep order', title: 'Are you sure?' },
  {
    account: DEMO.adminSi,
    language: 'Slovenian',
    cancel: 'Prekliči naročilo',
    keep: 'Obdrži naročilo',
    title: 'Ste prepričani?',
  },
]) {
  test(`the cancel-order dialog offers "${keep}" and "${cancel}", in ${language}; keeping changes nothing`, async ({
    page,
  }) => {
    await loginAs(page, account);
    await gotoHydrated(page, '/admin/ordering?status=new');
    const row = page.getByRole('table').locator('tbody tr').first();
    const number = (await row.locator('td').first().innerText()).trim();
    const dialog = page.getByRole('dialog', { name: title });
    await row.getByRole('button', { name: cancel, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['', keep, cancel]);
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: keep, exact: true }).click();
    await expect(dialog).toBeHidden();
    // The dialog gives the focus back to the button that opened it (it is rendered only from its first opening).
    await expect(row.getByRole('button', { name: cancel, exact: true })).toBeFocused();
    // Opened again, it is the same dialog.
    await row.getByRole('button', { name: cancel, exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('table').locator('tbody tr').first().locator('td').first()).toHaveText(number);
  });
}

/**
 * Spec §5: mandatory fields are marked. On every form: empty what can be emptied, press the main button, and every
 * field the validation then calls required must carry the asterisk in its label (and be announced as required).
 */
const REQUIRED_MESSAGES = ['This field is required.', 'Choose one of the options.'];

async function unmarkedRequiredFields(page: Page): Promise<string[]> {
  const form = page
    .locator('main form')
    .filter({ has: page.locator('input:not([type=hidden]), textarea') })
    .last();
  const boxes = form.locator(
    'input:is([type=text], [type=email], [type=tel], [type=url], [type=password], [type=number], :not([type])):not([readonly]):not([disabled]):visible, textarea:not([readonly]):visible',
  );
  for (const box of await boxes.all()) await box.fill('');
  await form.locator('button[type=submit]:visible').last().click();
  // Mantine gives a field's error the id "<field id>-error" and points the input at it with aria-describedby.
  await expect(form.locator('[id$="-error"]').first()).toBeVisible();
  return form.evaluate((element, messages) => {
    const unmarked: string[] = [];
    for (const error of element.querySelectorAll<HTMLElement>('[id$="-error"]')) {
      if (!messages.some((message) => error.textContent?.includes(message))) continue;
      const control = element.querySelector<HTMLInputElement>(`[aria-describedby~="${CSS.escape(error.id)}"]`);
      const label = control?.id ? element.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
      const asterisk = !!label?.querySelector('[class*="-required"]');
      const announced = !!control && (control.required || control.getAttribute('aria-required') === 'true');
      if (!asterisk || !announced) unmarked.push(label?.textContent?.trim() || control?.name || error.id);
    }
    return unmarked;
  }, REQUIRED_MESSAGES);
}

/** The address of the first link whose name matches, e.g. a company or shop of the demo data. */
async function hrefOf(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url);
  return (await page.getByRole('link', { name, exact: true }).first().getAttribute('href'))!;
}

test('every form marks the fields it requires', async ({ page }) => {
  test.slow(); // some twenty forms, each loaded and submitted empty
  const found: Record<string, string[]> = {};
  const check = async (url: string) => {
    await gotoHydrated(page, url);
    found[url] = await unmarkedRequiredFields(page);
  };

  for (const url of ['/register', '/login', '/forgot-password']) await check(url);

  await loginAs(page, DEMO.admin);
  for (const url of [
    '/admin/products/add-product',
    '/admin/settings/add-user',
    '/admin/settings/change-password',
    '/admin/settings/profile',
  ]) {
    await check(url);
  }
  await check(await hrefOf(page, '/admin/settings/users', 'Ana Novak'));
  await page.goto('/admin/products');
  await check((await page.getByRole('table').locator('tbody a').first().getAttribute('href'))!);
  await page.goto('/admin/suppliers');
  await check((await page.getByRole('table').locator('tbody a[href$="/edit"]').first().getAttribute('href'))!);

  await loginAs(page, DEMO.super);
  const company = await hrefOf(page, '/super/companies', 'Alpine Hospitality d.o.o.');
  const region = await hrefOf(page, company, 'Gorenjska');
  const shop = await hrefOf(page, region, 'Hotel Bled Kitchen');
  for (const url of [
    '/super/companies/add-company',
    `${company}/edit`,
    `${company}/add-region`,
    `${region}/edit`,
    `${region}/add-shop`,
    `${shop}/edit`,
    `${shop}/add-user`,
    `${shop}/products/add-product`,
    '/super/suppliers/add-supplier',
  ]) {
    await check(url);
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((url) => [url, []])));
});

test('the overview and the permission editor offer every area that exists, and the overview only the granted ones', async ({
  page,
}) => {
  // Analytics is built too (issue 16): the editor offers it, and the demo staff member does not hold it.
  const notGranted = ['Analytics'];
  await loginAs(page, DEMO.admin);
  const staffPage = await hrefOf(page, '/admin/settings/users', 'Luka Kranjc');
  await gotoHydrated(page, staffPage);
  for (const area of [
    'Delivery notes',
    'Advance ship notices',
    'Orders',
    'Products',
    'Backorders',
    'Stock counting',
    'Suppliers',
    'Users',
    'Mailing',
    'Cart',
    'Analytics',
  ]) {
    await expect(page.getByRole('group', { name: area, exact: true })).toBeVisible();
  }
  const analytics = page.getByRole('group', { name: 'Analytics', exact: true });
  await expect(analytics.getByRole('checkbox')).toHaveCount(1);
  await expect(analytics.getByRole('checkbox', { name: 'View', exact: true })).not.toBeChecked();
  // Every page of the delivery notes' area is built: each has its permission.
  const deliveries = page.getByRole('group', { name: 'Delivery notes', exact: true });
  await expect(deliveries.getByRole('checkbox')).toHaveCount(7);
  await expect(deliveries.getByRole('checkbox', { name: 'Receive deliveries' })).toBeChecked();
  // Stock counting is built: its three actions are shown, and the demo staff member's count grant stays on a save.
  const counting = page.getByRole('group', { name: 'Stock counting', exact: true });
  await expect(counting.getByRole('checkbox')).toHaveCount(3);
  await expect(counting.getByRole('checkbox', { name: 'Count', exact: true })).toBeChecked();
  await expect(page.locator('input[type=hidden][name=permissions]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Users of Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await gotoHydrated(page, staffPage);
  await expect(counting.getByRole('checkbox', { name: 'Count', exact: true })).toBeChecked();
  await expect(deliveries.getByRole('checkbox', { name: 'Receive deliveries' })).toBeChecked();

  await loginAs(page, DEMO.staff);
  await page.goto('/admin');
  const access = page.locator('#main');
  await expect(access.getByText('Orders', { exact: true })).toBeVisible();
  await expect(access.getByText('Cart', { exact: true })).toBeVisible();
  await expect(access.getByText('Delivery notes', { exact: true })).toBeVisible();
  await expect(access.getByText('Stock counting', { exact: true })).toBeVisible();
  // Neither on the overview nor in the navigation.
  for (const area of notGranted) await expect(page.getByText(area, { exact: true })).toHaveCount(0);
});
