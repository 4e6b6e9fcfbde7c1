import { expect, type Page } from '@playwright/test';

/** The narrowest phone we support and the phone the `phone` project emulates. */
const PHONE_WIDTHS = [360, 390] as const;
/** WCAG 2.5.5 (AAA) and Apple's and Google's guidelines: a finger needs 44 × 44 CSS pixels. */
const MIN_TARGET = 44;

interface PhoneReport {
  /** How far the page itself scrolls sideways (0 when it does not). */
  overflow: number;
  /** Boxes inside the page that scroll sideways (a table in a scroll container), by what they contain. */
  scrollers: string[];
  /** Visible, enabled controls smaller than 44 × 44, by accessible name and size. */
  smallTargets: string[];
}

/**
 * Measures the page as it is now. The rules (decision 024):
 * - the page never scrolls sideways, and nothing inside it does either (lists turn into cards instead);
 * - every visible, enabled control is at least 44 × 44: links, buttons, inputs, selects, text areas and anything with
 *   an interactive role. A checkbox or radio counts with its label, since a tap on the label toggles it. Links inside
 *   running text (a paragraph) are exempt, as WCAG 2.5.8 exempts inline targets.
 */
async function measurePhonePage(page: Page): Promise<PhoneReport> {
  return page.evaluate((min) => {
    const root = document.documentElement;
    const overflow = Math.max(0, root.scrollWidth - window.innerWidth);

    const visible = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
    const describe = (el: Element) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const labels =
        el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
          ? Array.from(el.labels ?? [])
              .map((label) => label.textContent ?? '')
              .join(' ')
          : '';
      const name =
        el.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : null) ??
        (labels ||
          el.textContent ||
          el.getAttribute('title') ||
          el.getAttribute('placeholder') ||
          el.getAttribute('name') ||
          '');
      const role =
        el.getAttribute('role') ?? (el instanceof HTMLInputElement ? `input[${el.type}]` : el.tagName.toLowerCase());
      return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };

    const scrollers: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
        continue;
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1 && visible(el)) {
        scrollers.push(
          `${el.tagName.toLowerCase()} (${el.scrollWidth} px in ${el.clientWidth} px): "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`,
        );
      }
    }

    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=combobox]',
    ].join(',');
    const smallTargets: string[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (seen.has(el)) continue;
      seen.add(el);
      if (el.matches(':disabled, [aria-disabled=true]')) continue;
      // Links inside running text: the inline exception of WCAG 2.5.8.
      if (el.tagName === 'A' && el.closest('p')) continue;
      const boxes: DOMRect[] = [];
      const own = el.getBoundingClientRect();
      // A visually hidden input (1 × 1, clipped) is reached through its label.
      if (visible(el) && own.width > 1 && own.height > 1) boxes.push(own);
      if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type)) {
        for (const label of Array.from(el.labels ?? [])) if (visible(label)) boxes.push(label.getBoundingClientRect());
      }
      if (boxes.length === 0) continue;
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      // Off-screen (a skip link until focused, a closed drawer) is not a target.
      if (right <= 0 || left >= window.innerWidth || bottom + window.scrollY <= 0) continue;
      const width = right - left;
      const height = bottom - top;
      if (width + 0.5 < min || height + 0.5 < min) {
        smallTargets.push(`${describe(el)} ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return { overflow, scrollers, smallTargets };
  }, MIN_TARGET);
}

/**
 * Asserts the two phone rules (no sideways scrolling, 44 × 44 targets) on the current page at 360 and at 390 px width,
 * then leaves the page at the phone project's own size.
 */
export async function expectPhoneFriendly(page: Page): Promise<void> {
  const original = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: original.height });
    // Resizing is synchronous for CSS; a poll lets components that listen to the resize settle before judging.
    await expect
      .poll(async () => measurePhonePage(page), { message: `${page.url()} at ${width} px` })
      .toEqual({ overflow: 0, scrollers: [], smallTargets: [] });
  }
  await page.setViewportSize(original);
}
