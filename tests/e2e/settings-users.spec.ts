import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD } from './support/accounts';
import { expectAccessible, loginAs, waitForMail } from './support/fixtures';

const permission = (page: Page, area: string, action: string) =>
  page.getByRole('group', { name: area, exact: true }).getByRole('checkbox', { name: action, exact: true });

async function idOf(page: Page, email: string): Promise<number> {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const response = await context.request.post('/backend/auth/login', { data: { email, password: PASSWORD } });
  const { id } = (await response.json()) as { id: number };
  await context.close();
  return id;
}

test('a shop admin adds a staff member with chosen permissions; the new user is invited by e-mail', async ({
  page,
}) => {
  const email = `tina.${Date.now()}@e2e.test`;
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users of Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Novak' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('staff@demo');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Ana Novak' })).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page.getByRole('heading', { name: 'Add user to Hotel Bled Kitchen', level: 1 })).toBeVisible();
  // An admin never gives a role above their own.
  await expect(page.getByRole('radio', { name: 'Company manager' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Admin' })).toBeVisible();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Tina');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Zupan');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Nothing' }).click();
  await permission(page, 'Products', 'View').check();
  await permission(page, 'Products', 'Edit').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Tina Zupan', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`The user was added and an invitation was sent to ${email}.`);
  await expect(permission(page, 'Products', 'Edit')).toBeChecked();
  await expect(permission(page, 'Orders', 'View')).not.toBeChecked();
  const mail = await waitForMail(email);
  expect(mail.raw).toContain('Hotel Bled Kitchen');
  expect(mail.raw).toContain('&invitation=1');
});

test('an admin cannot open a user of another shop or company, and staff without the permission cannot open users at all', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/settings/users');
  const bistroAdmin = await idOf(page, DEMO.adminSi);
  const adriaticAdmin = await idOf(page, DEMO.adriatic);
  for (const id of [bistroAdmin, adriaticAdmin, 999999]) {
    expect((await page.request.get(`/admin/settings/${id}/edit`)).status(), String(id)).toBe(404);
    const post = await page.request.post(`/admin/settings/${id}/edit`, { form: { intent: 'deactivate' } });
    expect(post.status(), String(id)).toBe(404);
  }

  await page.context().clearCookies();
  await loginAs(page, DEMO.staff);
  for (const url of ['/admin/settings/users', '/admin/settings/add-user', '/admin/settings/mailing']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  await page.goto('/admin');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
});

test('mailing: the admin picks who gets order copies and item e-mails, and extra addresses, with errors kept', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mailing' }).click();
  await expect(page.getByRole('heading', { name: 'Mailing', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Order copies for Ana Novak' }).check();
  await page.getByRole('checkbox', { name: 'Item e-mails for Ana Novak' }).check();
  await page.getByRole('textbox', { name: 'Also send order copies to' }).fill('nabava@hotel-bled.si\nnot an address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Each line must be one valid e-mail address.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Also send order copies to' })).toHaveValue(
    'nabava@hotel-bled.si\nnot an address',
  );
  await expect(page.getByRole('checkbox', { name: 'Order copies for Ana Novak' })).toBeChecked();

  await page
    .getByRole('textbox', { name: 'Also send order copies to' })
    .fill('Nabava@Hotel-Bled.si\nracuni@hotel-bled.si');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The mailing settings are saved.');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Order copies for Ana Novak' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Item e-mails for Ana Novak' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Also send order copies to' })).toHaveValue(
    'nabava@hotel-bled.si\nracuni@hotel-bled.si',
  );

  await page.getByRole('checkbox', { name: 'Item e-mails for Ana Novak' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The mailing settings are saved.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Item e-mails for Ana Novak' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order copies for Ana Novak' })).toBeChecked();
});
