import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expectAccessible, loginAs, waitForMail } from './support/fixtures';

interface Visitor {
  company: string;
  contact: string;
  email: string;
}

/** A visitor (no session) asks for an account on the public register page. */
async function submitRequest(browser: Browser, visitor: Visitor) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('Company name').fill(visitor.company);
  await page.getByLabel('Contact person').fill(visitor.contact);
  await page.getByLabel('E-mail').fill(visitor.email);
  await page.getByLabel('Phone').fill('+386 41 555 666');
  await page.getByLabel('Number of shops, hotels or restaurants').fill('2');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toContainText(visitor.email);
  await context.close();
}

/** The operator finds the request through the navigation and the list's search, and opens it. */
async function openRequest(page: Page, company: string, { checkList = false } = {}) {
  await page.goto('/super');
  await page.getByRole('link', { name: 'Account requests' }).click();
  await expect(page.getByRole('heading', { name: 'Account requests', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by company, contact or e-mail' }).fill(company);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  if (checkList) await expectAccessible(page);
  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { name: `Account request: ${company}`, level: 1 })).toBeVisible();
}

const visitorFor = (label: string): Visitor => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { company: `${label} ${stamp} d.o.o.`, contact: 'Nika Zupan', email: `nika.${stamp}@e2e.test` };
};

test('the operator approves a request; the new admin sets a password from the invitation and logs in', async ({
  page,
  browser,
}) => {
  // Three browsers, two accessibility scans and an e-mail round trip.
  test.slow();
  const visitor = visitorFor('Bistro');
  const shop = `${visitor.company.replace(' d.o.o.', '')} Center`;
  await submitRequest(browser, visitor);

  await loginAs(page, DEMO.super);
  await openRequest(page, visitor.company, { checkList: true });

  // The form opens filled in from the request.
  await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Company name/ })).toHaveValue(visitor.company);
  await expect(page.getByRole('textbox', { name: /^Shop name/ })).toHaveValue(visitor.company);
  await expect(page.getByRole('textbox', { name: /^Region name/ })).toHaveValue('Main');
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nika');
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Zupan');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(visitor.email);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^Shop name/ }).fill(shop);
  await page.getByRole('textbox', { name: /^Region name/ }).fill('Gorenjska');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/super\/companies\/\d+$/);
  await expect(page.getByRole('heading', { name: visitor.company, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: shop })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gorenjska' })).toBeVisible();

  // The only mail to this address; the raw text is quoted-printable until waitForMail decodes it.
  const mail = await waitForMail(visitor.email);
  expect(mail.raw).toContain(`Your Prevzem account for ${shop}`);
  const link = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+&invitation=1)/.exec(mail.raw)![1]!;

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Welcome to Prevzem: choose your password' })).toBeVisible();
  await invitee.getByLabel(/^New password/).fill('Nika-geslo-2026');
  await invitee.getByLabel(/^Repeat new password/).fill('Nika-geslo-2026');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee).toHaveURL(/\/login/);
  await invitee.getByLabel('E-mail').fill(visitor.email);
  await invitee.getByLabel('Password').fill('Nika-geslo-2026');
  await invitee.getByRole('button', { name: 'Log in' }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByRole('heading', { name: 'Welcome, Nika' })).toBeVisible();

  // The request is decided and no longer offers the forms.
  await page.goto('/super/registration-requests?status=approved');
  await page.getByRole('link', { name: visitor.company }).click();
  await expect(page.getByRole('cell', { name: 'Sara Super' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
});

test('the operator rejects a request with a reason, which the requester gets by e-mail', async ({ page, browser }) => {
  const visitor = visitorFor('Okrepcevalnica');
  const reason = 'For now we only work with hotels and restaurants in Slovenia.';
  await submitRequest(browser, visitor);

  await loginAs(page, DEMO.super);
  await openRequest(page, visitor.company);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${visitor.email} will get an e-mail with your reason`);
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Reason for rejection/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();

  await expect(page.getByRole('status')).toHaveText('The request was rejected and the requester was e-mailed.');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sara Super' })).toBeVisible();
  await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  const mail = await waitForMail(visitor.email);
  expect(mail.raw).toContain(`we cannot open an account for ${visitor.company}`);
  expect(mail.raw).toContain(reason);

  await page.goto(`/super/registration-requests?status=rejected&q=${encodeURIComponent(visitor.company)}`);
  const row = page.getByRole('row', { name: new RegExp(visitor.company) });
  await expect(row).toContainText('Rejected');
  await page.goto(`/super/registration-requests?q=${encodeURIComponent(visitor.company)}`);
  await expect(page.getByText('No requests match.')).toBeVisible();
});

test('approving with an e-mail already in use shows the error at the e-mail and keeps what was typed', async ({
  page,
  browser,
}) => {
  const visitor = visitorFor('Kavarna');
  await submitRequest(browser, visitor);

  await loginAs(page, DEMO.super);
  await openRequest(page, visitor.company);
  await page.getByRole('textbox', { name: /^VAT number/ }).fill('SI12345679');
  await page.getByRole('textbox', { name: /^Region name/ }).fill('Primorska');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(DEMO.admin);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('This e-mail address already belongs to another user.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^VAT number/ })).toHaveValue('SI12345679');
  await expect(page.getByRole('textbox', { name: /^Region name/ })).toHaveValue('Primorska');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(DEMO.admin);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');

  // Nothing was created: the request is still new and there is no such company.
  await page.goto(`/super/companies?status=all&q=${encodeURIComponent(visitor.company)}`);
  await expect(page.getByText('No companies match.')).toBeVisible();
  await page.goto(`/super/registration-requests?q=${encodeURIComponent(visitor.company)}`);
  await expect(page.getByRole('row', { name: new RegExp(visitor.company) })).toContainText('New');
});

test('an admin cannot list, open, approve or reject requests', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  expect((await page.request.get('/super/registration-requests')).status()).toBe(403);
  expect((await page.request.get('/super/registration-requests/1')).status()).toBe(403);
  const approve = await page.request.post('/super/registration-requests/1', {
    form: {
      intent: 'approve',
      companyName: 'Sneaky d.o.o.',
      regionName: 'Main',
      shopName: 'Sneaky',
      timeZone: 'Europe/Ljubljana',
      exportModule: 'pantheon',
    },
  });
  expect(approve.status()).toBe(403);
  const reject = await page.request.post('/super/registration-requests/1', {
    form: { intent: 'reject', reason: 'No.' },
  });
  expect(reject.status()).toBe(403);
});
