import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_USERS } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/**
 * Carts handed in for approval: staff who may fill a cart but not send orders submit it; a colleague who may send
 * orders sees the count in the navigation, opens it, changes it and sends it, or returns it with a note; the staff
 * member sees what happened. Each journey has its own shop, so the counts are its own.
 */

const bodyRows = (page: Page) => page.locator('tbody tr');

/** Fills the cart as staff do: repeating a completed order from the history. */
async function fillByRepeating(page: Page) {
  await gotoHydrated(page, '/admin/ordering?status=completed');
  const first = bodyRows(page).first();
  const number = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: `Repeat order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Repeat order ${number}` });
  await expect(dialog.getByText(`Order ${number} is in the cart at today’s prices.`)).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Picks the first offered date of every supplier in the cart. */
async function pickDates(page: Page) {
  for (const select of await page.getByRole('combobox', { name: 'Delivery date' }).all())
    await select.selectOption({ index: 1 });
}

async function newPage(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** The product of the first line, read from its quantity field's label. */
async function firstProduct(page: Page): Promise<string> {
  const label = await page
    .getByRole('textbox', { name: /^Quantity: / })
    .first()
    .getAttribute('aria-label');
  return label!.replace(/^Quantity: /, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No sideways scroll, and every visible button, link and field of the page's content at least 44 px tall. */
export async function expectPhoneFriendly(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(innerWidth);
  const small = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'main button, main a[href], main input:not([type=hidden]), main select, main textarea',
    )) {
      let box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if ((box.width === 0 && box.height === 0) || style.visibility === 'hidden' || style.display === 'none') continue;
      // A checkbox is tapped on its row (box and label).
      if (element instanceof HTMLInputElement && element.type === 'checkbox')
        box = (element.closest('.mantine-Checkbox-body') ?? element).getBoundingClientRect();
      if (box.height < 44)
        found.push(
          `${element.tagName} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}" ${Math.round(box.height)} px`,
        );
    }
    return found;
  });
  expect(small, 'tap targets of at least 44 px').toEqual([]);
}

test('staff submit a cart; an approver sees the count, changes a quantity and sends it; staff see it sent', async ({
  browser,
}) => {
  const staff = await newPage(browser, E2E_USERS.cartStaff.email);
  await gotoHydrated(staff, '/admin/cart');
  // No way to the new-order page they may not open, and the way to send is explained.
  await expect(staff.getByRole('link', { name: 'New order' })).toHaveCount(0);
  await expect(staff.getByTestId('approval-explained')).toContainText('Submit the cart for approval');
  await fillByRepeating(staff);
  await expect(staff.getByRole('button', { name: 'Send order(s)' })).toHaveCount(0);
  await pickDates(staff);
  await staff.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(staff.getByTestId('submission-state')).toContainText('Waiting for approval');
  // Read-only while it waits.
  await expect(staff.getByRole('textbox', { name: /^Quantity: / })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await expectAccessible(staff);

  const approver = await newPage(browser, E2E_USERS.approver.email);
  await gotoHydrated(approver, '/admin');
  const nav = approver.getByRole('link', { name: 'Carts to approve Carts waiting for approval: 1', exact: true });
  await expect(nav).toBeVisible();
  await nav.click();
  await expect(approver.getByRole('heading', { name: 'Carts to approve', level: 1 })).toBeVisible();
  await expectAccessible(approver);
  await approver.getByRole('link', { name: 'Open the cart of Stane Tester' }).click();
  await expect(approver.getByRole('heading', { name: 'Cart of Stane Tester', level: 1 })).toBeVisible();
  await approver.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const product = await firstProduct(approver);
  await approver.getByRole('textbox', { name: `Quantity: ${product}` }).fill('24');
  const suppliers = await approver.getByRole('combobox', { name: 'Delivery date' }).count();
  const confirm = approver.getByRole('checkbox', { name: 'Send it anyway' });
  if (await confirm.isVisible()) await confirm.check();
  await approver.getByRole('button', { name: 'Send order(s)' }).click();
  const dialog = approver.getByRole('dialog', { name: 'Send the orders?' });
  await expect(dialog).toContainText(
    suppliers === 1 ? 'Send 1 order to 1 supplier?' : `Send ${suppliers} orders to ${suppliers} suppliers?`,
  );
  // The confirmation is busy for a moment while the quantity's save lands, and a tap then does nothing: tap again
  // while the question is still open, as a person does (the page's submission key sends once).
  const sendButton = dialog.getByRole('button', { name: /^Send \d+ orders?$/ });
  const sent = approver.getByTestId('submission-state');
  await expect(async () => {
    if (await dialog.isVisible()) await sendButton.click({ timeout: 2_000 });
    await expect(sent).toContainText('Approved and sent by Ana Tester', { timeout: 3_000 });
  }).toPass();
  await expect(sent.getByRole('link', { name: /^Order \d+$/ })).toHaveCount(suppliers);
  await expect(approver.getByRole('link', { name: 'Carts to approve', exact: true })).toBeVisible();

  // The order has the quantity the approver typed.
  const orderLinks = await sent.getByRole('link', { name: /^Order \d+$/ }).all();
  let found = false;
  for (const link of orderLinks) {
    await gotoHydrated(approver, (await link.getAttribute('href'))!);
    const row = approver.getByRole('row', { name: new RegExp(escape(product)) });
    if (await row.count()) {
      await expect(row).toContainText('24');
      found = true;
    }
    await approver.goBack();
  }
  expect(found, `${product} is in an order`).toBe(true);

  await staff.reload();
  await expect(staff.getByTestId('submission-state')).toContainText('Approved and sent by Ana Tester');
  await expect(staff.getByTestId('submission-state').getByRole('link', { name: /^Order \d+$/ })).toHaveCount(suppliers);
  await expect(staff.getByText('The cart is empty.')).toBeVisible();
});

test('an approver returns a cart with a note; staff see the note and may change and submit it again', async ({
  browser,
}) => {
  const staff = await newPage(browser, E2E_USERS.cartStaffReturned.email);
  await fillByRepeating(staff);
  await staff.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(staff.getByTestId('submission-state')).toContainText('Waiting for approval');

  const approver = await newPage(browser, E2E_USERS.approverReturns.email);
  await gotoHydrated(approver, '/admin/ordering/approvals');
  await approver.getByRole('link', { name: 'Open the cart of Sonja Tester' }).click();
  await expect(approver.getByRole('heading', { name: 'Cart of Sonja Tester', level: 1 })).toBeVisible();
  await approver.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await approver.getByRole('textbox', { name: 'Note for the owner' }).fill('Half the bread, please.');
  await approver.getByRole('button', { name: 'Return with note' }).click();
  await expect(approver.getByRole('status')).toContainText('The cart was returned to its owner with your note.');
  await expect(approver.getByText('No cart is waiting for approval.')).toBeVisible();

  await staff.reload();
  await staff.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const state = staff.getByTestId('submission-state');
  await expect(state).toContainText('Returned by Bine Tester');
  await expect(state).toContainText('Half the bread, please.');
  await expectAccessible(staff);
  // Editable again: change a quantity and submit it again.
  const product = await firstProduct(staff);
  await staff.getByRole('textbox', { name: `Quantity: ${product}` }).fill('24');
  await staff.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(staff.getByTestId('submission-state')).toContainText('Waiting for approval');
  await expect(staff.getByText(new RegExp(`Quantity: 24`)).first()).toBeVisible();
  // Taken back to change it once more.
  await staff.getByRole('button', { name: 'Take it back to change it' }).click();
  await expect(staff.getByRole('textbox', { name: `Quantity: ${product}` })).toHaveValue('24');
  await expect(staff.getByTestId('submission-state')).toHaveCount(0);
});

test('the cart and approval pages on a phone: no sideways scroll, 44 px tap targets, the decimal keypad', async ({
  browser,
}) => {
  const size = { width: 390, height: 844 };
  const staff = await newPage(browser, E2E_USERS.cartStaffPhone.email, size);
  await gotoHydrated(staff, '/admin/cart');
  await expectPhoneFriendly(staff);
  await fillByRepeating(staff);
  await expectPhoneFriendly(staff);
  for (const field of await staff.getByRole('textbox', { name: /^Quantity: / }).all())
    await expect(field).toHaveAttribute('inputmode', 'decimal');
  await staff.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(staff.getByTestId('submission-state')).toContainText('Waiting for approval');
  await expectPhoneFriendly(staff);

  const approver = await newPage(browser, E2E_USERS.approverPhone.email, size);
  await gotoHydrated(approver, '/admin/ordering/approvals');
  await expectPhoneFriendly(approver);
  await approver.getByRole('link', { name: 'Open the cart of Fani Tester' }).click();
  await expect(approver.getByRole('heading', { name: 'Cart of Fani Tester', level: 1 })).toBeVisible();
  await approver.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectPhoneFriendly(approver);
  for (const field of await approver.getByRole('textbox', { name: /^Quantity: / }).all())
    await expect(field).toHaveAttribute('inputmode', 'decimal');
  await pickDates(approver);
  const confirm = approver.getByRole('checkbox', { name: 'Send it anyway' });
  if (await confirm.isVisible()) await confirm.check();
  await approver.getByRole('button', { name: 'Send order(s)' }).click();
  await expect(approver.getByRole('dialog', { name: 'Send the orders?' })).toBeVisible();
  const { scrollWidth, innerWidth } = await approver.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await approver
    .getByRole('dialog', { name: 'Send the orders?' })
    .getByRole('button', { name: /^Send \d+ orders?$/ })
    .click();
  await expect(approver.getByTestId('submission-state')).toContainText('Approved and sent by Pavel Tester');
  await expectPhoneFriendly(approver);
  await staff.reload();
  await expect(staff.getByTestId('submission-state')).toContainText('Approved and sent by Pavel Tester');
  await expectPhoneFriendly(staff);
});
