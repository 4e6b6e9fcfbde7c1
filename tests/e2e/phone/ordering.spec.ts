import { expect, test } from '@playwright/test';
import { E2E_USERS } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

const SUPPLIER = 'Pivovarna Kamnik d.o.o.';

test('ordering on a phone: pick a supplier, search, type a quantity on the decimal keypad, add it, then send the cart', async ({
  page,
}) => {
  await loginAs(page, E2E_USERS.phoneOrderer.email);
  await gotoHydrated(page, '/admin/ordering/new-order');
  await expectPhoneFriendly(page);

  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: SUPPLIER });
  const firstProduct = page.locator('table tbody tr').first();
  await expect(firstProduct).toBeVisible();
  const name = (await firstProduct.locator('p').first().textContent())!;

  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page).toHaveURL(/[?&]q=/);
  await expectPhoneFriendly(page);

  const quantity = page.getByRole('textbox', { name: `Quantity: ${name}` });
  const add = page.getByRole('button', { name: `Add to cart: ${name}` });
  await expect(quantity).toHaveAttribute('inputmode', 'decimal');
  // Reachable without scrolling sideways: both lie inside the phone's width.
  for (const control of [quantity, add]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  await quantity.tap();
  await quantity.fill('3');
  await add.tap();
  await expect(page.getByRole('status')).toContainText(`${name} is in the cart`);
  await expectPhoneFriendly(page);

  // The cart: type a new quantity on the keypad, pick the date, and send straight away (no save in between).
  await gotoHydrated(page, '/admin/cart');
  await expectPhoneFriendly(page);
  const line = page.getByRole('textbox', { name: `Quantity: ${name}` });
  await expect(line).toHaveAttribute('inputmode', 'decimal');
  await line.tap();
  await line.fill('24');
  const date = page.getByRole('combobox', { name: 'Delivery date' }).first();
  await date.selectOption({ index: 1 });
  const belowMinimum = page.getByRole('checkbox', { name: 'Send it anyway' });
  if (await belowMinimum.isVisible()) await belowMinimum.check();
  await page.getByRole('button', { name: 'Send order(s)' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Send the orders?' });
  await expect(dialog).toContainText('Send 1 order to 1 supplier?');
  await expectPhoneFriendly(page);
  await dialog.getByRole('button', { name: 'Send 1 order' }).tap();
  await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expectPhoneFriendly(page);
});
