import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD } from './support/accounts';
import { gotoHydrated, loginAs } from './support/fixtures';

/** The public pages ship no JavaScript (decision 037, "First load"): everything on them works with it switched off. */
test.use({ javaScriptEnabled: false });

const PUBLIC_PAGES = ['/', '/suppliers', '/hotels-and-restaurants', '/privacy-policy', '/login', '/register'];

async function moduleScripts(page: Page) {
  return page.locator('script[type="module"], script[src], link[rel="modulepreload"]').count();
}

test('the public pages load no scripts and are navigated by plain links', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await moduleScripts(page), path).toBe(0);
    await expect(page.locator('html'), path).toHaveAttribute('data-static', 'true');
  }
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'For suppliers' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
});

test('the language switch posts and comes back in the other language', async ({ page }) => {
  await page.goto('/suppliers');
  await page.getByRole('button', { name: 'Slovenščina' }).first().click();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl-SI');
  await expect(page.getByRole('link', { name: 'Za dobavitelje' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('the login form posts: a wrong password is refused on the page, the right one logs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);

  await page.getByLabel('E-mail').fill(DEMO.admin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('E-mail').fill(DEMO.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu opens without JavaScript, and no public page scrolls sideways', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const html = page.locator('html');
      const overflow = await html.evaluate((root) => root.scrollWidth - root.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Site' });
    await expect(menu.getByRole('link', { name: 'For suppliers' })).toBeHidden();
    await page.getByLabel('Open navigation').click();
    await expect(menu.getByRole('link', { name: 'For suppliers' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Slovenščina' })).toBeVisible();
    expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBeLessThanOrEqual(0);
    await menu.getByRole('link', { name: 'For suppliers' }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('public pages stay static; logged-in pages hydrate with the texts their render used preloaded', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-static', 'true');
    expect(await moduleScripts(page)).toBe(0);

    await loginAs(page, DEMO.admin);
    await gotoHydrated(page, '/admin/products');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-static', /.*/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Products/);
    const used = await page.evaluate(() => (window as unknown as { __prevzemTexts: string[] }).__prevzemTexts);
    expect(used).toEqual(expect.arrayContaining(['common', 'products', 'validation']));
    expect(used).not.toContain('inventoryCounting');
    // The scripts and the parts used are preloaded once the page has painted: the head holds the stylesheet, not them.
    const html = await (await page.request.get('/admin/products')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('rel="stylesheet"');
    expect(head).not.toContain('<link rel="modulepreload"');
    const deferred = /<script[^>]*data-deferred-preloads[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    for (const part of ['entry.client', 'root', 'common', 'validation', 'time', 'errors']) {
      expect(deferred).toMatch(new RegExp(`"/assets/${part}-[\\w-]+\\.js"`));
    }
    // The browser ran that script (React Router takes its own preloads away again once hydrated; the texts' stay).
    const preloaded = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    for (const part of ['common', 'validation', 'time', 'errors']) {
      expect(preloaded).toContainEqual(expect.stringMatching(new RegExp(`/assets/${part}-[\\w-]+\\.js$`)));
    }

    // The rest of the texts follow after hydration: a page of another area shows its own texts on navigation.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Suppliers' }).click();
    await expect(page).toHaveURL(/\/admin\/suppliers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Suppliers/);
  });

  test('a Slovenian page loads only Slovenian texts', async ({ page }) => {
    await loginAs(page, DEMO.adminSi);
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await gotoHydrated(page, '/admin/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Izdelki/);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.some((body) => body.includes('Preskoči na vsebino'))).toBe(true);
    expect(scripts.some((body) => body.includes('Skip to content'))).toBe(false);
  });
});
