/**
 * Orders to receive, made the way a person makes them (the new-order page and the cart), and the receiving screen's
 * lines, for the receiving journeys (tests/e2e/phone/receiving.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures';

const RECEIVING_SUPPLIER = 'Pivovarna Kamnik d.o.o.';

/**
 * Orders the supplier's first listed products, one per quantity, and sends the cart on the first offered date. The
 * cart may round a quantity up to whole packages: read what was ordered on the receiving screen.
 */
export async function placeOrder(
  page: Page,
  quantities: string[],
  options: { supplier?: string; take?: (name: string) => boolean } = {},
) {
  const { supplier = RECEIVING_SUPPLIER, take = () => true } = options;
  await gotoHydrated(page, '/admin/ordering/new-order');
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: supplier });
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  const eans: string[] = [];
  let unordered: { name: string; ean: string } | null = null;
  // Products of different names, so each line is found by its name (sizes of one product may share it).
  for (let index = 0; names.length < quantities.length; index++) {
    const row = rows.nth(index);
    const name = (await row.locator('p').first().textContent())!;
    if (
      !take(name) ||
      names.includes(name) ||
      (await page.getByRole('textbox', { name: `Quantity: ${name}` }).count()) !== 1
    )
      continue;
    await row.getByRole('textbox', { name: `Quantity: ${name}` }).fill(quantities[names.length]!);
    await row.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expect(page.getByRole('status')).toContainText(`${name} is in the cart`);
    names.push(name);
    eans.push((await row.getByRole('cell').nth(1).locator('p').nth(1).textContent())!.trim());
  }
  // One more of the supplier's products, not ordered: its code scanned at the door is an unplanned line.
  for (let index = 0; !unordered; index++) {
    const row = rows.nth(index);
    const name = (await row.locator('p').first().textContent())!;
    if (take(name) && !names.includes(name))
      unordered = { name, ean: (await row.getByRole('cell').nth(1).locator('p').nth(1).textContent())!.trim() };
  }
  await gotoHydrated(page, '/admin/cart');
  await page.getByRole('combobox', { name: 'Delivery date' }).first().selectOption({ index: 1 });
  // The picked date is saved at once: send once it is.
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved.');
  const belowMinimum = page.getByRole('checkbox', { name: 'Send it anyway' });
  if (await belowMinimum.isVisible()) await belowMinimum.check();
  await page.getByRole('button', { name: 'Send order(s)' }).click();
  // The order's id from the send's answer (a redirect to the order): under load the page does not always follow it
  // before a revalidation of the cart, and the order is sent either way.
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /intent=send/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('dialog', { name: 'Send the orders?' }).getByRole('button', { name: 'Send 1 order' }).click();
  const orderId = Number(/\/admin\/ordering\/(\d+)\?sent=1/.exec(await (await sent).text())?.[1]);
  expect(orderId, 'the sent order').toBeGreaterThan(0);
  return { orderId, names, eans, unordered: unordered! };
}

/** The demo's weighed products (app/modules/products/demo-products.server.ts): a scan of their EAN alone adds nothing. */
const WEIGHED = [
  'Sir edamec',
  'Piščančji file',
  'Goveji zrezki',
  'Kraški pršut',
  'Brancin',
  'Orada',
  'Paradižnik',
  'Krompir',
  'Čebula',
  'Jabolka',
  'Limone',
];
export const countedByThePiece = (name: string) => !WEIGHED.some((weighed) => name.startsWith(weighed));

/**
 * "Receive" on the order's page, as a person starts (or resumes) receiving it, and the receiving screen it opens. A
 * backorder is received from the order's page too ("Receive the backorder").
 */
export async function startReceiving(page: Page, source: { orderId: number }) {
  await gotoHydrated(page, `/admin/ordering/${source.orderId}`);
  await page.getByRole('button', { name: /^Receive (order \d+|the backorder)/ }).click();
  await page.waitForURL(/\/admin\/deliveries\/notes\/\d+$/);
  await expect(page.getByTestId('sign-off')).toBeVisible();
  return new URL(page.url()).pathname;
}

/** One line's card on the receiving screen, by its product. */
export const lineCard = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** What the card says was ordered, as a number ("Ordered 6 kos" → 6). */
export async function orderedOn(card: Locator): Promise<number> {
  const text = (await card.getByTestId('ordered').textContent())!;
  return Number(/Ordered ([\d.,]+)/.exec(text)![1]!.replace(',', ''));
}

/** The delivery's three readings, within every limit, so no chilled or frozen line lacks a reading. */
export async function fillReadings(page: Page, readings = { room: '18', fridge: '3', freezer: '-20' }) {
  await page.getByRole('textbox', { name: 'Room', exact: true }).fill(readings.room);
  await page.getByRole('textbox', { name: 'Refrigerator', exact: true }).fill(readings.fridge);
  await page.getByRole('textbox', { name: 'Freezer', exact: true }).fill(readings.freezer);
}
