import { expect, test, type Page } from '@playwright/test';
import { RECEIVING_LISTS as LISTS } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

const field = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });
const noteRows = (page: Page) => page.getByRole('table', { name: 'Delivery notes' }).locator('tbody tr');

test.describe.configure({ mode: 'serial' });

/** Logs in and opens the delivery notes at a phone's width and a laptop's, running `check` at each. */
async function atPhoneAndLaptopWidths(page: Page, check: () => Promise<void>) {
  await loginAs(page, LISTS.admin);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/admin/deliveries/notes');
    await check();
  }
}

test('delivery notes: expected today with Receive, filters in the address and pages from the server', async ({
  page,
}) => {
  await loginAs(page, LISTS.admin);
  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('expected-today-count')).toHaveText('2 deliveries are expected today.');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Delivery notes' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery notes', level: 1 })).toBeVisible();

  // Today: the overdue backorder first, then the order of today, each with a Receive form to the receiving screen.
  const expected = page.getByTestId('expected-delivery');
  await expect(expected).toHaveCount(2);
  await expect(expected.first()).toContainText('Backorder of order');
  await expect(expected.first()).toContainText('Overdue');
  await expect(expected.nth(1)).toContainText(LISTS.bakerySupplier);
  const receive = expected.nth(1).getByRole('button', { name: /^Receive order \d+ from / });
  await expect(receive).toBeVisible();
  // Its truck is the page's one symbol, drawn at the icon's size.
  await expect(receive.locator('svg use')).toHaveAttribute('href', '#icon-truck-delivery');
  await expect(page.locator('symbol#icon-truck-delivery')).toHaveCount(1);
  expect(await receive.locator('svg').boundingBox()).toMatchObject({ width: 16, height: 16 });
  // Every card's button sends the list's one form, naming its own order or backorder.
  const form = page.locator('form#receive-form');
  await expect(form).toHaveAttribute('action', '/admin/deliveries/receive');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(receive).toHaveAttribute('form', 'receive-form');
  await expect(receive).toHaveAttribute('name', 'orderId');
  await expect(receive).toHaveAttribute('value', /^\d+$/);
  await expect(expected.first().getByRole('button', { name: /^Receive the backorder/ })).toHaveAttribute(
    'name',
    'backorderId',
  );
  await expect(expected.locator('form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Unplanned delivery' })).toHaveAttribute(
    'href',
    '/admin/deliveries/receive',
  );

  // 33 notes: two pages of 25.
  await expect(page.getByText('Showing 1–25 of 33')).toBeVisible();
  await expect(noteRows(page)).toHaveCount(25);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 26–33 of 33')).toBeVisible();
  await expect(noteRows(page)).toHaveCount(8);
  await expectAccessible(page);

  // Search by delivery number from its start.
  await page.getByRole('searchbox', { name: /^Search by delivery number/ }).fill(`${LISTS.numberPrefix}00`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q=E2E-DN-00/);
  await expect(page.getByText('Showing 1–9 of 9')).toBeVisible();
  // The row links to its note, and shows its columns.
  const first = noteRows(page).first();
  await expect(first).toContainText(`${LISTS.numberPrefix}001`);
  await expect(first).toContainText('Liza Lister');
  await expect(first.getByRole('link', { name: /^Open the delivery note of / })).toHaveAttribute(
    'href',
    /^\/admin\/deliveries\/notes\/\d+$/,
  );

  // Outcome, state and supplier filters, combined with the search.
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption('unacceptable');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(noteRows(page)).toHaveCount(1);
  await expect(noteRows(page)).toContainText(`${LISTS.numberPrefix}003`);
  await expect(noteRows(page)).toContainText('Unacceptable');
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption('all');
  await page.getByRole('combobox', { name: 'State' }).selectOption('draft');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(noteRows(page)).toHaveCount(1);
  await expect(noteRows(page)).toContainText(`${LISTS.numberPrefix}002`);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.getByText('Showing 1–25 of 33')).toBeVisible();
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: LISTS.bakerySupplier });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Showing 1–15 of 15')).toBeVisible();
  // Search by product.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.getByText('Showing 1–25 of 33')).toBeVisible();
  await page.getByRole('searchbox', { name: /^Search by delivery number/ }).fill('brancin');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Showing 1–18 of 18')).toBeVisible();

  // A day that does not exist is said on its field.
  const response = await page.goto('/admin/deliveries/notes?from=2026-02-30');
  expect(response?.status()).toBe(400);
  await expect(page.getByText('This day does not exist in the calendar: pick another.')).toBeVisible();
});

test("the cards' Receive button, without Mantine's inner spans, lays out as Mantine's button", async ({ page }) => {
  await atPhoneAndLaptopWidths(page, async () => {
    const receive = page
      .getByTestId('expected-delivery')
      .nth(1)
      .getByRole('button', { name: /^Receive order / });
    await expect(receive).toBeVisible();
    // Mantine's own button beside it: the same attributes and classes but the flat one, the icon and label in its spans.
    const differences = await receive.evaluate((flat: HTMLButtonElement) => {
      const mantine = flat.cloneNode(false) as HTMLButtonElement;
      mantine.classList.remove('rp-button-flat');
      mantine.removeAttribute('form');
      mantine.type = 'button';
      const icon = flat.querySelector('svg')!.outerHTML;
      mantine.innerHTML =
        '<span class="m_80f1301b mantine-Button-inner">' +
        `<span class="m_a74036a mantine-Button-section" data-position="left">${icon}</span>` +
        `<span class="m_811560b9 mantine-Button-label">${flat.textContent}</span></span>`;
      flat.after(mantine);
      const box = (element: Element) => element.getBoundingClientRect();
      const textBox = (button: HTMLElement) => {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        range.selectNodeContents(walker.nextNode()!);
        return range.getBoundingClientRect();
      };
      const [flatBox, mantineBox] = [box(flat), box(mantine)];
      const measures = (button: HTMLElement, own: DOMRect) => {
        const svg = box(button.querySelector('svg')!);
        const text = textBox(button);
        return {
          width: own.width,
          height: own.height,
          iconLeft: svg.left - own.left,
          iconTop: svg.top - own.top,
          textLeft: text.left - own.left,
          textTop: text.top - own.top,
          textWidth: text.width,
        };
      };
      const [a, b] = [measures(flat, flatBox), measures(mantine, mantineBox)];
      mantine.remove();
      return Object.entries(a)
        .filter(([key, value]) => Math.abs(value - b[key as keyof typeof b]) > 0.5)
        .map(([key, value]) => `${key}: ${value} against ${b[key as keyof typeof b]}`);
    });
    expect(differences).toEqual([]);
  });
});

test("a column's alignment, an attribute of its cells, places them as the inline style it stands for", async ({
  page,
}) => {
  await atPhoneAndLaptopWidths(page, async () => {
    const cells = noteRows(page).locator('td[data-align]');
    await expect(cells.first()).toBeVisible();
    const differences = await cells.evaluateAll((aligned: HTMLElement[]) =>
      aligned.flatMap((cell) => {
        const textBox = () => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const { left, width } = range.getBoundingClientRect();
          return { left, width, align: getComputedStyle(cell).textAlign };
        };
        const byAttribute = textBox();
        const align = cell.dataset.align!;
        cell.removeAttribute('data-align');
        cell.style.textAlign = align;
        const byStyle = textBox();
        cell.removeAttribute('style');
        cell.dataset.align = align;
        return byAttribute.align === align &&
          Math.abs(byAttribute.left - byStyle.left) <= 0.5 &&
          byAttribute.align === byStyle.align
          ? []
          : [`${cell.dataset.label}: ${JSON.stringify(byAttribute)} against ${JSON.stringify(byStyle)}`];
      }),
    );
    expect(differences).toEqual([]);
    expect(await cells.count()).toBeGreaterThan(1);
  });
});

test("the filter selects' chevron is drawn where, as large and in the colour Mantine draws its own", async ({
  page,
}) => {
  await atPhoneAndLaptopWidths(page, async () => {
    const chevron = page.getByRole('combobox', { name: 'State' }).locator('xpath=following-sibling::*[1]/*[1]');
    await expect(chevron).toHaveClass(/filter-chevron/);
    const differences = await chevron.evaluate((masked: HTMLElement) => {
      // Mantine's chevron (an SVG of its path, in its classes) in the same section, in place of the masked one.
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('class', 'm_2943220b mantine-ComboboxChevron-chevron');
      svg.setAttribute('viewBox', '0 0 15 15');
      masked.after(svg);
      masked.style.display = 'none';
      const mantine = svg.getBoundingClientRect();
      const mantineColour = getComputedStyle(svg).color;
      svg.remove();
      masked.style.display = '';
      const own = masked.getBoundingClientRect();
      const found = (['left', 'top', 'width', 'height'] as const)
        .filter((side) => Math.abs(own[side] - mantine[side]) > 0.5)
        .map((side) => `${side}: ${own[side]} against ${mantine[side]}`);
      const paint = getComputedStyle(masked).backgroundColor;
      if (paint !== mantineColour) found.push(`colour: ${paint} against ${mantineColour}`);
      if (!getComputedStyle(masked).maskImage.startsWith('url("data:image/svg+xml')) found.push('no mask');
      return found;
    });
    expect(differences).toEqual([]);
  });
});

test('the supplier filter: served with the chosen supplier only, the choices load once shown, and again after a failed answer', async ({
  page,
}) => {
  await loginAs(page, LISTS.admin);
  // The first answer fails (a dropped connection): the filter says so and asks again when it is touched.
  await page.route('**/admin/supplier-options/**', (route) => route.abort());
  await gotoHydrated(page, '/admin/deliveries/notes');
  const supplier = page.getByRole('combobox', { name: 'Supplier' });
  await expect(supplier.locator('option', { hasText: 'The suppliers could not be loaded' })).toHaveCount(1);
  await expect(supplier.locator('option')).toHaveCount(2);
  await page.unroute('**/admin/supplier-options/**');
  await supplier.focus();
  await expect(supplier.locator('option', { hasText: LISTS.bakerySupplier })).toHaveCount(1);
  await expect(supplier.locator('option', { hasText: 'could not be loaded' })).toHaveCount(0);
  await supplier.selectOption({ label: LISTS.bakerySupplier });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Showing 1–15 of 15')).toBeVisible();

  // The page as served names the chosen supplier and no other; once shown, every supplier is a choice again.
  const served = await (await page.request.get(page.url())).text();
  const select = served.match(/<select[^>]*name="supplier"[^>]*>(.*?)<\/select>/s)?.[1] ?? '';
  // "All suppliers", the chosen one and a note that the rest are loading.
  expect(select.match(/<option/g)).toHaveLength(3);
  expect(select).toContain(LISTS.bakerySupplier);
  expect(select).toContain('Loading the suppliers…');
  await page.reload();
  await expect(supplier.locator('option', { hasText: 'Loading the suppliers' })).toHaveCount(0);
  expect(await supplier.locator('option').count()).toBeGreaterThan(2);
  await expect(supplier.locator('option:checked')).toHaveText(LISTS.bakerySupplier);
  await expect(page.getByText('Showing 1–15 of 15')).toBeVisible();
});

test('backorders: overdue first, a new date, a refused date, and cancel with "Are you sure?"', async ({ page }) => {
  await loginAs(page, LISTS.admin);
  await gotoHydrated(page, '/admin/backorder');
  await expect(page.getByRole('heading', { name: 'Backorders', level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Backorders' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Overdue');
  await expect(rows.first().getByRole('button', { name: /^Receive the backorder of order \d+$/ })).toBeVisible();
  await expectAccessible(page);

  // A date in the past stays in the dialog with its error; a later one is saved.
  const last = rows.nth(2);
  const number = (await last.getByRole('link').textContent())!;
  await last.getByRole('button', { name: `Change date of the backorder of order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Expected date of the backorder of order ${number}` });
  await dialog.getByLabel('New expected date').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog.getByText('The expected date cannot be before today.')).toBeVisible();
  await expect(dialog.getByLabel('New expected date')).toHaveValue('2020-01-01');
  await dialog.getByLabel('New expected date').fill('2099-12-31');
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('The expected date is changed.');
  await expect(rows.nth(2)).toContainText('2099');

  // Cancel asks first; the backorder then leaves the open list and shows under Cancelled.
  await rows.nth(2).getByRole('button', { name: 'Cancel backorder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(`Cancel the backorder of order ${number}?`);
  await confirm.getByRole('button', { name: 'Cancel backorder' }).click();
  await expect(page.getByRole('status')).toHaveText('The backorder is cancelled.');
  await expect(rows).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);

  // Overdue only.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Overdue only' }).check();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Overdue');

  // Receive sends the list's one form naming the row's backorder (stopped here: another journey receives it).
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/admin/deliveries/receive'),
  );
  await page.route('**/admin/deliveries/receive*', (route) => route.abort());
  await rows
    .first()
    .getByRole('button', { name: /^Receive the backorder of order \d+$/ })
    .click();
  expect((await sent).postData()).toMatch(/^backorderId=\d+$/);
});

test("the order page offers Receive and shows the order's notes and backorder", async ({ page }) => {
  await loginAs(page, LISTS.admin);
  await gotoHydrated(page, '/admin/backorder');
  const row = page.getByRole('table', { name: 'Backorders' }).locator('tbody tr').first();
  await row.getByRole('link', { name: /^Open order \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order');
  const deliveries = page.getByRole('region', { name: 'Deliveries' });
  await expect(deliveries.getByTestId('order-backorder')).toContainText('Backorder: 1 line expected on');
  await expect(deliveries.getByRole('button', { name: 'Receive the backorder' })).toBeVisible();
  await expect(deliveries.getByRole('table', { name: 'Delivery notes of this order' }).locator('tbody tr')).toHaveCount(
    1,
  );
  // Received through its backorder: no second Receive for the order itself.
  await expect(page.getByRole('button', { name: /^Receive order \d+$/ })).toHaveCount(0);

  await gotoHydrated(page, '/admin/deliveries/notes');
  await page
    .getByTestId('expected-delivery')
    .filter({ hasText: LISTS.bakerySupplier })
    .getByRole('link', { name: /^Order \d+$/ })
    .click();
  await expect(page.getByRole('button', { name: /^Receive order \d+$/ })).toBeVisible();
  await expect(page.getByText('Nothing has been received for this order yet.')).toBeVisible();
});

test('staff who may only view see the lists without Receive or changes, and no receiving rules', async ({ page }) => {
  await loginAs(page, LISTS.viewer);
  await gotoHydrated(page, '/admin/deliveries/notes');
  await expect(page.getByRole('heading', { name: 'Delivery notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Expected today' })).toHaveCount(0);
  await gotoHydrated(page, '/admin/backorder');
  await expect(page.getByRole('table', { name: 'Backorders' }).locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: /Receive|Change date|Cancel backorder/ })).toHaveCount(0);
  expect((await page.goto('/admin/settings/receiving'))?.status()).toBe(403);
});

test('receiving rules: limits saved and shown, a bad reading refused on its field', async ({ page }) => {
  await loginAs(page, LISTS.admin);
  await gotoHydrated(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Receiving rules' })
    .click();
  await expect(page.getByRole('heading', { name: 'Receiving rules', level: 1 })).toBeVisible();
  await expect(field(page, /^Chilled goods/)).toHaveAttribute('placeholder', '4');
  await expect(field(page, /^Frozen goods: highest temperature during/)).toHaveAttribute('placeholder', '-15');
  await expectAccessible(page);

  await field(page, /^Chilled goods/).fill('warm');
  await field(page, /^Frozen goods: highest temperature$/).fill('-18');
  await field(page, /^Frozen goods: highest temperature during/).fill('-20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a temperature from −50 to 60 °C with at most one decimal.')).toBeVisible();
  await expect(field(page, /^Chilled goods/)).toHaveValue('warm');

  await field(page, /^Chilled goods/).fill('5,5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The transport tolerance cannot be below the limit.')).toBeVisible();
  await field(page, /^Frozen goods: highest temperature during/).fill('-16');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The receiving rules are saved.');
  await page.reload();
  await expect(field(page, /^Chilled goods/)).toHaveValue('5.5');
  await expect(field(page, /^Frozen goods: highest temperature during/)).toHaveValue('-16');
  await expect(field(page, /^Room temperature goods/)).toHaveValue('');
});

test("a product's receiving fields and a supplier's short-line default are saved", async ({ page }) => {
  await loginAs(page, LISTS.admin);
  await gotoHydrated(page, '/admin/products');
  await page.getByRole('link', { name: LISTS.product, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${LISTS.product}`, level: 1 })).toBeVisible();
  await field(page, /^Minimum shelf life/).fill('14');
  await field(page, /^Own temperature limit/).fill('-20');
  await field(page, /^Own transport tolerance/).fill('-21');
  await page.getByRole('checkbox', { name: 'Asks for best before and lot' }).check();
  await page.getByRole('checkbox', { name: 'A scan counts one package' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The transport tolerance cannot be below the limit.')).toBeVisible();
  await expect(field(page, /^Minimum shelf life/)).toHaveValue('14');
  await field(page, /^Own transport tolerance/).fill('-17,5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The changes were saved.');
  await page.reload();
  await expect(field(page, /^Minimum shelf life/)).toHaveValue('14');
  await expect(field(page, /^Own temperature limit/)).toHaveValue('-20');
  await expect(field(page, /^Own transport tolerance/)).toHaveValue('-17.5');
  await expect(page.getByRole('checkbox', { name: 'Asks for best before and lot' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'A scan counts one package' })).toBeChecked();

  await gotoHydrated(page, '/admin/suppliers');
  await page.getByRole('link', { name: LISTS.fishSupplier }).click();
  const choice = page.getByRole('combobox', { name: /^When a delivery is short/ });
  await expect(choice).toHaveValue('expect_rest');
  await choice.selectOption('cancel_rest');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The changes have been saved.');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^When a delivery is short/ })).toHaveValue('cancel_rest');
});
